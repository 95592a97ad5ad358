// 'Titres diffusés' end to end: with a real Icecast (Debian's icecast2 with the shipped
// configuration, fed by ffmpeg, as tests/e2e/icecast.spec.ts starts it) and two API processes on
// one Postgres, five title changes appear in 'Titres diffusés' once each, with their times and the
// programme on air; the time look-up returns the title that was on air then.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type NowPlaying, type PlayedTitlesResponse, parisDate, parisWallTime } from '@station/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Encoder, type IcecastServer, startEncoder, startIcecast } from '../../../../tests/e2e/icecast-helpers.ts';
import { type ApiProcess, type Cluster, freePort, postgresBinaries, startApi, startCluster, stopApi, waitFor, waitHealthy } from './harness.ts';

const bin = postgresBinaries();
const hasIcecast = (() => {
  try {
    execFileSync('which', ['icecast2', 'ffmpeg'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!bin || !hasIcecast)('Titres diffusés with a real Icecast and two API processes', () => {
  let cluster: Cluster;
  let icecast: IcecastServer;
  let encoder: Encoder;
  let dataDir: string;
  const apis: ApiProcess[] = [];

  beforeAll(async () => {
    cluster = await startCluster(bin!, [3790, 3799]);
    cluster.createDatabase('station');
    icecast = await startIcecast(await freePort(3780, 3789));
    encoder = await startEncoder(icecast, '/live');
    dataDir = mkdtempSync(path.join(tmpdir(), 'station-titles-'));
    const env = { DATABASE_URL: cluster.url('station'), DATA_DIR: dataDir, STREAM_URL: icecast.mountUrl('/live'), ICECAST_STATUS_URL: icecast.statusUrl };
    // The first migrates and seeds; the second joins the same database, as a second replica does.
    apis.push(startApi(env));
    await waitHealthy(apis[0]!, 90_000);
    apis.push(startApi(env));
    await waitHealthy(apis[1]!, 90_000);
  }, 240_000);

  afterAll(async () => {
    await Promise.all(apis.map(stopApi));
    await encoder?.stop();
    icecast?.stop();
    cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const read = async <T>(api: ApiProcess, pathname: string): Promise<T> => (await fetch(api.url(pathname))).json() as Promise<T>;
  const songs = (body: PlayedTitlesResponse) => body.groups.flatMap((group) => group.titles.map((title) => ({ ...title, programme: group.programme_title })));

  it('stores five changes once each, with their times and programme, and looks up the title on air at a given time', async () => {
    const titles = ['Les Velours - Nuit claire', 'Nina Rose - Lumières du port', 'Sacha B - Marée basse', 'Kael - Ligne 11', 'Les Velours - Aube rouge'];
    const seen: Array<{ title: string; played_at: string; programme: string | null }> = [];
    for (const [index, title] of titles.entries()) {
      const changedAt = Date.now();
      await icecast.setTitle('/live', title);
      // Read back through either process: both serve the same history.
      const api = apis[index % 2]!;
      const stored = await waitFor(`'${title}' in the list`, async () => songs(await read<PlayedTitlesResponse>(api, '/api/played-titles')).find((song) => song.title === title), 20_000);
      const { programme } = await read<NowPlaying>(api, '/api/live/now-playing');
      expect(new Date(stored.played_at).getTime()).toBeGreaterThanOrEqual(changedAt - 1_000);
      expect(stored.programme).toBe(programme?.title ?? null);
      seen.push(stored);
      // The same title sent again by the studio is no change.
      if (index === 2) await icecast.setTitle('/live', title);
      // The next change starts in a later second, so a look-up to the second tells them apart.
      await waitFor('the next second', () => Date.now() >= Math.ceil((new Date(stored.played_at).getTime() + 1) / 1000) * 1000 || undefined, 2_000);
    }
    // A sixth change, once stored, proves both processes have had turns since the fifth: no late duplicate can follow.
    await icecast.setTitle('/live', 'Fin du test - Générique');
    await waitFor('the sixth title', async () => songs(await read<PlayedTitlesResponse>(apis[1]!, '/api/played-titles')).some((song) => song.title === 'Fin du test - Générique') || undefined, 20_000);

    const listed = songs(await read<PlayedTitlesResponse>(apis[0]!, '/api/played-titles'));
    expect(listed.map((song) => song.title).reverse()).toEqual([...titles, 'Fin du test - Générique']);
    expect(listed.slice(1).reverse()).toEqual(seen.map((song) => expect.objectContaining(song)));

    // 'Qu'est-ce qui passait à … ?': the second after the third title started, to the second, in Paris time.
    const third = new Date(seen[2]!.played_at);
    const lookAt = new Date(Math.ceil((third.getTime() + 1) / 1000) * 1000);
    const wall = parisWallTime(lookAt);
    const hhmmss = [Math.floor(wall.secondOfDay / 3600), Math.floor(wall.secondOfDay / 60) % 60, wall.secondOfDay % 60].map((part) => String(part).padStart(2, '0')).join(':');
    const lookup = await read<PlayedTitlesResponse>(apis[1]!, `/api/played-titles?date=${parisDate(lookAt)}&time=${hhmmss}`);
    expect(lookup.on_air?.title).toBe(titles[2]);
  }, 180_000);
});
