// The reference check: the tree cites only what a reader can open inside the repository, and the
// check catches each kind of pointer that leads outside without mistaking colours, titles or RFCs.
// This file holds the patterns on purpose and is the one file the check skips.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { areaOf, countByArea, describeFinding, filesToScan, findInText, findUnresolved } from './references.ts';

const files = filesToScan();
const findings = findUnresolved();
const counts = countByArea(findings, files);
console.log(`Unresolved references by area: ${Object.entries(counts).map(([area, count]) => `${area} ${count}`).join(', ')}`);

describe('every reference resolves inside the repository', () => {
  it('scans the code, the tests, the infrastructure and the documentation', () => {
    for (const area of ['apps/api', 'apps/web', 'packages', 'sw', 'tests', 'infra', 'docs/decisions', 'README.md']) {
      expect(Object.keys(counts)).toContain(area);
    }
    expect(files).not.toContain('package-lock.json');
    expect(files.some((file) => file.endsWith('.png') || file.includes('node_modules/'))).toBe(false);
  });

  it.each(Object.keys(counts))('%s cites only what a reader can open', (area) => {
    const inArea = findings.filter((finding) => areaOf(finding.file) === area).map(describeFinding);
    expect(inArea, `${inArea.length} unresolved in ${area}`).toEqual([]);
  });
});

describe('the reference check', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'station-references-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(path.join(root, 'docs/decisions'), { recursive: true });
  writeFileSync(path.join(root, 'docs/decisions/020-server-side-sessions.md'), '# 020\n');
  writeFileSync(path.join(root, 'docs/operating.md'), '# Operating\n');
  const kinds = (file: string, text: string) => findInText(file, text, root).map(({ line, kind, text }) => `${line} ${kind}: ${text}`);

  it('fails on a ticket number, in a comment, a test name or a document', () => {
    const text = [
      '// The cookie is renewed once a minute (issue 25 §4).',
      "it('issue 21: the page is rendered', () => {});",
      '- Both pages (issues 21 and 22) share the shell.',
      'Fixed in PR #31, see also (#32, #33).',
      'Issue #7 had it first.',
    ].join('\n');
    expect(kinds('apps/api/src/x.ts', text)).toEqual([
      '1 issue number: issue 25',
      '2 issue number: issue 21',
      '3 issue number: issues 21',
      '4 issue number: PR #31',
      '4 issue number: (#32,',
      '5 issue number: Issue #7',
    ]);
  });

  it('fails on the outside decisions list and the specification files, by number or by name', () => {
    const text = [
      '/** Server-side check (DECISIONS.md 12). */',
      '// spec 2 §5: end strictly after start',
      '// end strictly after start (spec 2, §5)',
      "// 'Mix listening' (spec 2)",
      '// see specs 1 and 2, and decisions 1 and 4',
      '// as 2-content-contests.md says',
      "test('§12 the sticky header hides what scrolls beneath it', () => {});",
    ].join('\n');
    expect(kinds('packages/shared/src/x.ts', text)).toEqual([
      '1 outside decisions list: DECISIONS.md',
      '2 specification: spec 2',
      '3 specification: spec 2',
      '4 specification: spec 2',
      '5 outside decisions list: decisions 1',
      '5 specification: specs 1',
      '6 specification: 2-content-contests',
      '7 section of an outside document: §12',
    ]);
  });

  it('fails on a decision record that is not there, by path or by number, and passes one that is', () => {
    const text = [
      '// Sessions live in the database (docs/decisions/020-server-side-sessions.md).',
      '// Sessions live in the database (docs/decisions/020).',
      '// Rate limits: docs/decisions/022-rate-limits.md',
      '// decision 020 holds, decision 999 does not exist.',
      '// A new record goes in docs/decisions/ as docs/decisions/NNN-title.md.',
    ].join('\n');
    expect(kinds('apps/api/src/x.ts', text)).toEqual([
      '2 decision record not found: docs/decisions/020',
      '3 decision record not found: docs/decisions/022-rate-limits.md',
      '4 decision record not found: decision 999',
    ]);
  });

  it('fails on a markdown link to a missing file, relative to the document or to the root', () => {
    const text = [
      'See [sessions](decisions/020-server-side-sessions.md) and [operating](operating.md).',
      'See [testing](testing.md), [the root](/docs/architecture.md) and [a folder](decisions/).',
      '[site]: https://example.org and [anchor](#configuration) and [mail](mailto:a@b.fr)',
      '```',
      '[not a link](nowhere.md)',
      '```',
      'Inline `[not a link](nowhere.md)` too.',
      '[ref]: ../missing.md',
    ].join('\n');
    expect(kinds('docs/index.md', text)).toEqual([
      '2 link to a missing file: [testing](testing.md)',
      '2 link to a missing file: [the root](/docs/architecture.md)',
      '8 link to a missing file: [ref]: ../missing.md',
    ]);
  });

  it('passes colours, numbered titles, RFC sections and the word spec on its own', () => {
    const css = '.card { color: #111; background: #000; border-color: #240046; }\n';
    const code = [
      "{ titre: 'Nouveautés Électro #47' },",
      '/** RFC 9110 §12.5.3: brotli first, then gzip. RFC 5545 §3.1 folds long lines. */',
      '// The spec quotes this text verbatim; the e2e spec files run 12 at a time.',
      '// Decision 020 and docs/decisions/020-server-side-sessions.md say why.',
      '// Step #1 of the wizard, then step #2.',
    ].join('\n');
    expect(kinds('apps/web/src/x.css', css)).toEqual([]);
    expect(kinds('apps/api/src/x.ts', code)).toEqual([]);
  });
});
