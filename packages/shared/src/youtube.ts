// 'Video links': the 11-character YouTube id read from every shape of link a talent may
// paste (watch, youtu.be, shorts, embed, live, with extra parameters), the thumbnail (max
// resolution, hqdefault as the fallback on error) and the embed URL (autoplay, modest branding, no
// related videos).
const YOUTUBE_ID = /^[\w-]{11}$/;
const HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com', 'youtu.be']);

/** The video id of a YouTube link, or null when the link is not one. */
export function youtubeId(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(link.trim()) ? link.trim() : `https://${link.trim()}`);
  } catch {
    return null;
  }
  if (!HOSTS.has(url.hostname.toLowerCase())) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined;
  if (url.hostname.toLowerCase() === 'youtu.be') candidate = segments[0];
  else if (segments[0] === 'watch') candidate = url.searchParams.get('v');
  else if (['shorts', 'embed', 'live', 'v'].includes(segments[0] ?? '')) candidate = segments[1];
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

export const youtubeThumbnail = (id: string, quality: 'maxresdefault' | 'hqdefault' = 'maxresdefault') =>
  `https://img.youtube.com/vi/${id}/${quality}.jpg`;

export const youtubeEmbedUrl = (id: string) => `https://www.youtube.com/embed/${id}?autoplay=1&modestbranding=1&rel=0`;
