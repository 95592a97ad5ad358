import { describe, expect, it } from 'vitest';
import { formatContent, truncateDescription } from './content-format.ts';

describe('formatContent', () => {
  it('keeps single newlines as line breaks and makes blank lines paragraphs, 3+ newlines counting as 2', () => {
    const blocks = formatContent('Ligne un\nLigne deux\n\n\n\n\nParagraphe deux');
    expect(blocks).toEqual([
      { type: 'paragraph', lines: [[{ type: 'text', text: 'Ligne un' }], [{ type: 'text', text: 'Ligne deux' }]] },
      { type: 'paragraph', lines: [[{ type: 'text', text: 'Paragraphe deux' }]] },
    ]);
  });

  it('puts each bullet on its own line', () => {
    const [block] = formatContent('Au programme : • House • Techno • Afro');
    expect(block).toEqual({
      type: 'paragraph',
      lines: [[{ type: 'text', text: 'Au programme :' }], [{ type: 'text', text: '• House' }], [{ type: 'text', text: '• Techno' }], [{ type: 'text', text: '• Afro' }]],
    });
  });

  it('highlights hashtags and makes only http(s) links clickable', () => {
    const [block] = formatContent('Rendez-vous sur https://radio.example.org/live. #RadioLive javascript:alert(1)');
    expect(block?.type === 'paragraph' && block.lines[0]).toEqual([
      { type: 'text', text: 'Rendez-vous sur ' },
      { type: 'link', text: 'https://radio.example.org/live', href: 'https://radio.example.org/live' },
      { type: 'text', text: '. ' },
      { type: 'hashtag', text: '#RadioLive' },
      { type: 'text', text: ' javascript:alert(1)' },
    ]);
  });

  it('sets a separator line apart', () => {
    expect(formatContent('Avant\n━━━━━━\nAprès').map((block) => block.type)).toEqual(['paragraph', 'separator', 'paragraph']);
  });

  it('leaves markup as text (the page renders it escaped)', () => {
    expect(formatContent('<img src=x onerror=alert(1)>')).toEqual([{ type: 'paragraph', lines: [[{ type: 'text', text: '<img src=x onerror=alert(1)>' }]] }]);
  });
});

describe('truncateDescription', () => {
  it('cuts above 120 characters with "..."', () => {
    expect(truncateDescription('a'.repeat(120))).toEqual({ text: 'a'.repeat(120), truncated: false });
    expect(truncateDescription('b'.repeat(130))).toEqual({ text: `${'b'.repeat(120)}...`, truncated: true });
  });
});
