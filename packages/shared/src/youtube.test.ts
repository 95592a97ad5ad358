import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeId, youtubeThumbnail } from './youtube.ts';

describe('youtubeId (video links)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=a-B_c1D2e3F&list=PL123', 'a-B_c1D2e3F'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc&t=10', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ?feature=share', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?start=30&rel=0', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads %s', (link, id) => {
    expect(youtubeId(link)).toBe(id);
  });

  it.each([
    ['another site', 'https://vimeo.com/123456789'],
    ['a short id', 'https://youtu.be/abc'],
    ['a long id', 'https://www.youtube.com/watch?v=dQw4w9WgXcQx'],
    ['a channel page', 'https://www.youtube.com/@radiolive'],
    ['no link at all', 'pas une vidéo'],
    ['nothing', ''],
  ])('refuses %s', (_label, link) => {
    expect(youtubeId(link)).toBeNull();
  });

  it('builds the thumbnail and the embed URL', () => {
    expect(youtubeThumbnail('dQw4w9WgXcQ')).toBe('https://img.youtube.com/vi/dQw4w9WgXcQ/maxresdefault.jpg');
    expect(youtubeThumbnail('dQw4w9WgXcQ', 'hqdefault')).toBe('https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&modestbranding=1&rel=0');
  });
});
