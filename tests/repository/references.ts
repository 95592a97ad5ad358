// Every reference in the tree resolves inside the repository. A reader who meets a pointer to a
// ticket, to the product's specification files or to a numbered list kept elsewhere cannot open it:
// the reason belongs in the code's own words, or in a decision record (docs/decisions/NNN-title.md),
// which this check opens to make sure it exists. Markdown links to repository files must lead to a
// file that is there. `npm test` runs it through references.test.ts;
// `npx tsx tests/repository/references.ts` prints what it finds and a count per area.
// The patterns below are written so that their own source text does not match them.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** What is scanned: the code, its tests, the infrastructure, the documentation and the CI's files. */
export const SCANNED = ['apps', 'packages', 'sw', 'tests', 'infra', 'docs', 'README.md', 'CONTRIBUTING.md', '.ci', 'vitest.config.ts'];

/** Files that hold these patterns on purpose: the check's own examples. */
const EXEMPT = new Set(['tests/repository/references.test.ts']);

const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|svgz|mp3|wav|ogg|mpegts|ts-segment|m4a|mp4|webm|woff2?|ttf|otf|pdf|zip|gz|br|tgz|wasm)$/i;
const GENERATED = /(^|\/)(node_modules|dist|dist-server|test-results|playwright-report|screenshots)\/|(^|\/)package-lock\.json$|routeTree\.gen\.ts$/;

export interface Finding {
  file: string;
  line: number;
  kind: string;
  text: string;
}

interface Rule {
  kind: string;
  pattern: RegExp;
  /** Only some files (the CSS colours share the shape of a numbered hash reference). */
  applies?: (file: string) => boolean;
}

const notStyle = (file: string) => !/\.(css|svg)$/.test(file);

// A section sign with a number and no document named before it (an RFC's sections are fine).
const SECTION: Rule = { kind: 'section of an outside document', pattern: /(?<!\bRFC\s+\d+,?\s+(?:[\d.]+\s+)?)§\s*\d+/g };

/** The kinds of pointer that lead outside the repository, whatever file they sit in. */
const RULES: Rule[] = [
  // A ticket by number: the word (singular or plural, any case) then a number, "#" optional.
  { kind: 'issue number', pattern: /\bissues?\s+#?\d+/gi },
  // A ticket by hash only where nothing else reads that way: "(#N)", "(#N, #M)", "PR #N", "fixes #N".
  { kind: 'issue number', pattern: /\(#\d+\s*[),]|\b(?:PR|pull request|fixes|fixed|closes|closed|resolves|see)\s+#\d+\b/gi, applies: notStyle },
  // The numbered decisions kept outside the repository: their file's name, or "decision(s) N" with
  // one or two digits (a record of docs/decisions/ has three, and is checked below).
  { kind: 'outside decisions list', pattern: /\bDECISIONS\.md\b/gi },
  { kind: 'outside decisions list', pattern: /\bdecisions?\s+\d{1,2}(?!\d)/gi },
  // The product's specification files, by number ("spec N", "specs N and M") or by file name.
  { kind: 'specification', pattern: /\bspecs?\s+\d+\b/gi },
  { kind: 'specification', pattern: /\b\d-(?:shell-accounts-player|content-contests)\b/g },
  SECTION,
];

function trackedFiles(): string[] {
  try {
    const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...SCANNED], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return [...new Set(listed.split('\0').filter(Boolean))];
  } catch {
    // Not a git checkout (an unpacked archive): walk the folders instead.
    return SCANNED.flatMap((entry) => walk(entry));
  }
}

function walk(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full).flatMap((name) => (GENERATED.test(`${entry}/${name}/`) ? [] : walk(`${entry}/${name}`)));
}

/** The text files to scan, relative to the root, with forward slashes. */
export function filesToScan(): string[] {
  return trackedFiles()
    .filter((file) => !BINARY.test(file) && !GENERATED.test(file) && !EXEMPT.has(file))
    .filter((file) => existsSync(path.join(ROOT, file)) && statSync(path.join(ROOT, file)).isFile())
    .sort();
}

function decisionRecords(root: string): string[] {
  const folder = path.join(root, 'docs/decisions');
  return existsSync(folder) ? readdirSync(folder) : [];
}

const isFile = (full: string) => existsSync(full) && statSync(full).isFile();
const isFileOrFolder = (full: string) => existsSync(full);

// A path into the decision records, anywhere (a comment, a string, a document).
const RECORD_PATH = /\bdocs\/decisions\/([A-Za-z0-9._-]*)/g;
// "decision 082", "Decision 210": a record's number, which must be one of docs/decisions/.
const RECORD_NUMBER = /\bdecisions?\s+(\d{3})(?!\d)/gi;
// A markdown link or image, [text](target) or [label]: target, with a relative target.
const MARKDOWN_LINK = /!?\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|^\s*\[[^\]\n]+\]:\s*<?(\S+?)>?(?:\s|$)/g;

function linkTarget(raw: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('#') || raw.startsWith('//')) return null;
  const target = decodeURIComponent(raw.replace(/[#?].*$/, ''));
  return target === '' ? null : target;
}

/** Every unresolved reference in one file's text. `file` is relative to `root`. */
export function findInText(file: string, text: string, root = ROOT): Finding[] {
  const findings: Finding[] = [];
  const records = decisionRecords(root);
  const markdown = file.endsWith('.md');
  let fenced = false;
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    const add = (kind: string, match: string) => findings.push({ file, line, kind, text: match.trim() });
    const before = findings.length;
    for (const rule of RULES) {
      if (rule.applies && !rule.applies(file)) continue;
      // A section sign is counted only when nothing else on the line already points outside.
      if (rule === SECTION && findings.length > before) continue;
      for (const match of content.matchAll(rule.pattern)) add(rule.kind, match[0]);
    }
    for (const match of content.matchAll(RECORD_PATH)) {
      const name = match[1]!.replace(/[.,;:]+$/, '');
      if (name.startsWith('NNN')) continue; // the naming pattern itself, as CONTRIBUTING.md shows it
      const full = path.join(root, 'docs/decisions', name);
      if (name === '' ? !isFileOrFolder(full) : !isFile(full)) add('decision record not found', match[0]);
    }
    for (const match of content.matchAll(RECORD_NUMBER)) {
      if (!records.some((name) => name.startsWith(`${match[1]}-`))) add('decision record not found', match[0]);
    }
    if (!markdown) return;
    if (/^\s*(```|~~~)/.test(content)) fenced = !fenced;
    if (fenced) return;
    const outsideCode = content.replace(/`[^`]*`/g, '');
    for (const match of outsideCode.matchAll(MARKDOWN_LINK)) {
      const target = linkTarget(match[1] ?? match[2] ?? '');
      if (target === null) continue;
      const full = target.startsWith('/') ? path.join(root, target) : path.join(root, path.dirname(file), target);
      if (!isFileOrFolder(full)) add('link to a missing file', match[0]);
    }
  });
  return findings;
}

/** Every unresolved reference in the scanned files. */
export function findUnresolved(): Finding[] {
  return filesToScan().flatMap((file) => {
    const bytes = readFileSync(path.join(ROOT, file));
    if (bytes.includes(0)) return []; // binary after all
    return findInText(file, bytes.toString('utf8'));
  });
}

/** The area a file counts under: apps/api, apps/web, docs/decisions, docs/x.md, or its top folder. */
export function areaOf(file: string): string {
  const [first = '', second] = file.split('/');
  return (first === 'apps' || first === 'docs') && second ? `${first}/${second}` : first;
}

/** Findings counted by area, every scanned area listed (with 0 when it is clean). */
export function countByArea(findings: Finding[], files = filesToScan()): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const file of files) counts[areaOf(file)] = 0;
  for (const finding of findings) counts[areaOf(finding.file)] = (counts[areaOf(finding.file)] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

export const describeFinding = ({ file, line, kind, text }: Finding) => `${file}:${line}: ${kind}: ${text}`;

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const findings = findUnresolved();
  for (const finding of findings) console.log(describeFinding(finding));
  console.log('\nUnresolved references by area:');
  for (const [area, count] of Object.entries(countByArea(findings))) console.log(`  ${area.padEnd(28)} ${count}`);
  process.exitCode = findings.length > 0 ? 1 : 0;
}
