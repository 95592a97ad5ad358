// Hostile uploads through the real upload routes: every multipart write of the
// permission matrix, sent by a role it lets through, with each file replaced by an impostor (a
// script renamed .jpg, an MP3 header on text, an empty file, a pixel flood, an oversized image),
// each text field poisoned (NUL, 200 KB), a body that is no form, file names that climb out of the
// folder, and privileged fields added. Refusals are French 4xx that leave no row and no file behind.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@station/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../test/stored-files.ts';
import { fileOf, imageBytes, mp3Bytes, mp3HeaderOnText, pixelFloodPng, textRenamedJpg } from '../test/upload-fixtures.ts';
import { contentTables } from './database-state.ts';
import { refusalProblem } from './french-refusal.ts';
import { HUGE_STRING, NUL } from './hostile-values.ts';
import { createHostileApp, send, signIn, type TestApp, writeCases } from './hostile-routes.ts';
import { massAssignmentProblems } from './mass-assignment.ts';
import { UnchangedRows } from './unchanged-rows.ts';

// Its own data folder: the stored files are this file's alone to count.
const dataDir = mkdtempSync(path.join(tmpdir(), 'station-hostile-uploads-'));
let t: TestApp;
let tables: string[];
let counter = 0;
const unique = () => `u${++counter}`;
beforeAll(async () => {
  t = await createHostileApp({ dataDir });
  tables = await contentTables(t.db);
});
afterAll(() => t.close());

const encoder = new TextEncoder();
/** Impostors for an image field and for an audio field, by what a client would claim they are. */
async function impostors(kind: 'image' | 'audio'): Promise<[string, File][]> {
  const script = (name: string) => fileOf(encoder.encode('<?php system($_GET["c"]); ?>\n#!/bin/sh\nrm -rf /\n'), name, kind === 'image' ? 'image/jpeg' : 'audio/mpeg');
  const empty = (name: string) => fileOf(new Uint8Array(0), name, kind === 'image' ? 'image/jpeg' : 'audio/mpeg');
  if (kind === 'audio') {
    return [
      ['a script renamed .mp3', script('son.mp3')],
      ['an MP3 header on a text file', fileOf(mp3HeaderOnText(), 'son.mp3', 'audio/mpeg')],
      ['a 0-byte file', empty('son.mp3')],
      ['an image sent as audio', fileOf(await imageBytes('jpeg', 20, 20), 'son.mp3', 'audio/mpeg')],
    ];
  }
  const oversized = new Uint8Array(UPLOAD_MAX_BYTES.image + 1);
  oversized.set(await imageBytes('jpeg', 10, 10));
  return [
    ['a script renamed .jpg', script('photo.jpg')],
    ['a text renamed .jpg', fileOf(textRenamedJpg(), 'photo.jpg', 'image/jpeg')],
    ['an SVG with a script renamed .jpg', fileOf(encoder.encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'), 'photo.jpg', 'image/jpeg')],
    ['a 0-byte file', empty('photo.jpg')],
    ['a pixel flood', fileOf(await pixelFloodPng(), 'photo.png', 'image/png')],
    ['an image over 10 MB', fileOf(oversized, 'photo.jpg', 'image/jpeg')],
    ['audio sent as an image', fileOf(mp3Bytes(1), 'photo.jpg', 'image/jpeg')],
  ];
}

/** A copy of `form` with `name` set to `value`. */
function replaced(form: FormData, name: string, value: string | File): FormData {
  const copy = new FormData();
  for (const [key, entry] of form.entries()) copy.append(key, key === name ? value : entry);
  return copy;
}

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.w\d+)?\.[a-z0-9]+$/;

describe('hostile uploads through every upload route', () => {
  it('refuses impostor files, poisoned fields and non-forms with a French 4xx, leaving no row and no file; stores files under random names only', async () => {
    const problems: string[] = [];
    const attacked: string[] = [];
    for (const { route, method, role, scenario } of writeCases()) {
      const { cookie, context } = await signIn(t, role, unique);
      let valid = await scenario.request(context());
      if (!(valid.body instanceof FormData)) continue;
      attacked.push(route);
      const report = (label: string, problem: string) => problems.push(`${route} ${label} → ${problem}`);
      const rows = new UnchangedRows(t.db, tables, problems, () => storedFiles(dataDir));
      const renew = async () => {
        valid = await scenario.request(context());
      };
      const refused = async (label: string, body: BodyInit, contentType?: string) => {
        await rows.ready(false);
        const response = await send(t, method, valid.path, body, cookie, contentType);
        const problem = await refusalProblem(response, { signedIn: !!cookie });
        if (problem) report(label, problem);
        rows.answered(`${route} ${label}`, response.status);
        if (response.status < 300) await renew();
      };
      const tolerated = async (label: string, body: BodyInit) => {
        await rows.ready(true);
        const response = await send(t, method, valid.path, body, cookie);
        rows.answered(`${route} ${label}`, response.status);
        if (response.status < 400) {
          await response.body?.cancel();
          await renew();
        } else {
          const problem = await refusalProblem(response, { signedIn: !!cookie });
          if (problem) report(label, problem);
        }
      };

      await refused('a JSON body', JSON.stringify({ titre: 'x', title: 'x', nom: 'x' }));
      await refused('a text body', 'bonjour', 'text/plain');
      await refused('a broken form', '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nvaleur sans fin', 'multipart/form-data; boundary=xyz');
      await refused('a form without a boundary', 'a=1', 'multipart/form-data');

      const form = valid.body;
      for (const [name, value] of [...form.entries()]) {
        if (typeof value === 'string') {
          await refused(`${name} with a NUL`, replaced(form, name, `${value}${NUL}suite`));
          await refused(`${name} of 200 KB`, replaced(form, name, HUGE_STRING));
          continue;
        }
        const kind = /\.(mp3|wav|ogg|m4a|aac)$/i.test(value.name) ? 'audio' : 'image';
        for (const [label, impostor] of await impostors(kind)) await refused(`${name}: ${label}`, replaced(form, name, impostor));
        const climbing = new File([await value.arrayBuffer()], `../../../../etc/passwd${NUL}.${kind === 'audio' ? 'mp3' : 'jpg'}`, { type: value.type });
        await tolerated(`${name} named ../../../../etc/passwd`, replaced(valid.body as FormData, name, climbing));
        const windows = new File([await value.arrayBuffer()], `..\\..\\..\\evil.php.${kind === 'audio' ? 'mp3' : 'jpg'}`, { type: value.type });
        await tolerated(`${name} named ..\\..\\..\\evil.php`, replaced(valid.body as FormData, name, windows));
      }
      await rows.check();
      problems.push(...(await massAssignmentProblems(t, tables, method, cookie, () => scenario.request(context()))).map((problem) => `${route} ${problem}`));
    }
    // Whatever was stored, whatever its sender called it, lies under the uploads folder with a name of the server's.
    for (const file of storedFiles(dataDir)) if (!STORED_NAME.test(path.basename(file))) problems.push(`stored under a name not of the server's: ${file}`);
    const everything = readdirSync(dataDir, { recursive: true }).map(String);
    if (everything.some((file) => /passwd|evil/.test(file))) problems.push(`a sent file name reached the disk: ${everything.filter((file) => /passwd|evil/.test(file)).join(', ')}`);
    expect(attacked.length).toBeGreaterThanOrEqual(10);
    expect(problems.join('\n')).toBe('');
  }, 240_000);
});
