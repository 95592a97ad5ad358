// 'Content formatting', as data the page renders with React (never as HTML, so an
// article can never inject markup): blocks of lines, each line a run of text, hashtag and link parts.
import { isSafeHttpUrl } from '@station/shared/client';

export type InlinePart = { type: 'text'; text: string } | { type: 'hashtag'; text: string } | { type: 'link'; text: string; href: string };
export type ContentBlock = { type: 'paragraph'; lines: InlinePart[][] } | { type: 'separator'; text: string };

/** A line made only of a repeated separator symbol ('━━━', '* * *', '———', '~~~', '•••'). */
const SEPARATOR = /^([-—–_=*~•━─⸻✦◆★·]\s*){3,}$/u;
/** Bullet symbols that start an item: each item goes on its own line. */
const INLINE_BULLET = /\s+(?=[•▪►✓✔➤➡]\s?)/gu;
const TOKENS = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]]|#[\p{L}\p{N}_]+)/gu;

function inlineParts(line: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of line.matchAll(TOKENS)) {
    const token = match[0];
    const at = match.index ?? 0;
    if (at > last) parts.push({ type: 'text', text: line.slice(last, at) });
    if (token.startsWith('#')) parts.push({ type: 'hashtag', text: token });
    else if (isSafeHttpUrl(token)) parts.push({ type: 'link', text: token, href: token });
    else parts.push({ type: 'text', text: token });
    last = at + token.length;
  }
  if (last < line.length) parts.push({ type: 'text', text: line.slice(last) });
  return parts;
}

/**
 * Newlines are line breaks; a blank line starts a new paragraph (3 or more newlines count as 2);
 * bullets start their own line; a separator line stands alone, centred.
 */
export function formatContent(content: string | null | undefined): ContentBlock[] {
  const text = (content ?? '').replace(/\r\n?/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
  if (!text) return [];
  const blocks: ContentBlock[] = [];
  for (const paragraph of text.split('\n\n')) {
    let lines: string[] = [];
    const flush = () => {
      if (lines.length) blocks.push({ type: 'paragraph', lines: lines.map(inlineParts) });
      lines = [];
    };
    for (const raw of paragraph.split('\n')) {
      const line = raw.trim();
      if (SEPARATOR.test(line)) {
        flush();
        blocks.push({ type: 'separator', text: line });
      } else if (line) {
        lines.push(...line.split(INLINE_BULLET).filter(Boolean));
      }
    }
    flush();
  }
  return blocks;
}

/** Descriptions over 120 characters are cut to 120 plus '...' ('Lire la Suite' shows the rest). */
export const DESCRIPTION_LIMIT = 120;
export function truncateDescription(text: string): { text: string; truncated: boolean } {
  if (text.length <= DESCRIPTION_LIMIT) return { text, truncated: false };
  return { text: `${text.slice(0, DESCRIPTION_LIMIT).trimEnd()}...`, truncated: true };
}
