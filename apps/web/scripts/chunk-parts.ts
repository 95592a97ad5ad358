// What a built chunk is made of, read from its source map (built beside it, never served): its bytes
// by part, a part being a package of node_modules (`react-dom`, `@tanstack/router-core`) or a
// folder of ours (`apps/web/src/player`, `apps/web/src/features/mixes`, `packages/shared`). A part
// compressed alone ranks the parts; the app's share of a file is what its code adds to the file as
// sent (withoutOurCode), since parts compressed alone add up to more than the file.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

/** The part a source belongs to, from its path as the source map writes it. */
export function partOfSource(source: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage) return inPackage[1]!;
  const ours = /(apps\/[^/]+\/src|packages\/[^/]+|sw)\/(.*)$/.exec(source.replaceAll('\\', '/'));
  if (!ours) return source;
  const [, root, rest] = ours;
  if (root!.startsWith('packages/') || root === 'sw') return root!;
  // apps/web/src/features/mixes/..., apps/web/src/player/...; a file at the top stays alone.
  const folders = rest!.split('/').slice(0, -1);
  const depth = folders[0] === 'features' || folders[0] === 'engagement' ? 2 : 1;
  return [root, ...folders.slice(0, depth)].join('/') || root!;
}

/** Whether a part is one of the libraries the app is built on rather than the app's own code. */
export const isLibrary = (part: string) => !part.startsWith('apps/') && !part.startsWith('packages/') && part !== 'sw';

/** A JavaScript file's text and the part of each source its map names; null when it has no source map. */
function readMapped(jsFile: string) {
  const mapFile = `${jsFile}.map`;
  if (!existsSync(mapFile)) return null;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; sourceRoot?: string; mappings: string };
  // Sources are written relative to the map (`../../src/player/...`): resolved, they name their folder.
  const parts = map.sources.map((source) => partOfSource(path.resolve(path.dirname(mapFile), map.sourceRoot ?? '', source)));
  return { text: readFileSync(jsFile, 'utf8'), parts, segmentsByLine: decode(map.mappings) };
}

/** A JavaScript file's gzip bytes by part, each part compressed alone (an empty record when it has no source map). */
export function gzipByPart(jsFile: string): Record<string, number> {
  const mapped = readMapped(jsFile);
  if (!mapped) return {};
  const lines = mapped.text.split('\n');
  const code = new Map<string, string[]>();
  mapped.segmentsByLine.forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    segments.forEach((segment, index) => {
      // A segment without a source (glue the bundler wrote) is left out.
      if (segment.length < 4) return;
      const end = segments[index + 1]?.[0] ?? line.length;
      const part = mapped.parts[segment[1]!]!;
      if (!code.has(part)) code.set(part, []);
      code.get(part)!.push(line.slice(segment[0], end));
    });
  });
  return Object.fromEntries([...code].map(([part, pieces]) => [part, gzipSync(pieces.join(''), { level: 9 }).byteLength]));
}

/**
 * A JavaScript file's text as sent, and the same text with our code taken out (what its source map
 * assigns to the app's folders), the libraries' code and the bundler's glue left in place. The gzip
 * bytes of the first less those of the second are what our code adds to the file as sent: parts
 * compressed alone add up to more than the file, each paying again for the dictionary gzip learns
 * from nothing at the start of a stream. A file without a source map counts as ours whole.
 */
export function withoutOurCode(jsFile: string): { sent: string; withoutOurs: string } {
  const mapped = readMapped(jsFile);
  if (!mapped) return { sent: readFileSync(jsFile, 'utf8'), withoutOurs: '' };
  const ours = mapped.parts.map((part) => !isLibrary(part));
  const lines = mapped.text.split('\n');
  const kept = mapped.segmentsByLine.map((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let text = line.slice(0, segments[0]?.[0] ?? line.length);
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.[0] ?? line.length;
      if (segment.length < 4 || !ours[segment[1]!]) text += line.slice(segment[0], end);
    });
    return text;
  });
  return { sent: mapped.text, withoutOurs: [...kept, ...lines.slice(kept.length)].join('\n') };
}
