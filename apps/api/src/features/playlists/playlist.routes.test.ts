import { type Playlist, type PlaylistWithTracks, messages, playlistMessages } from '@station/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/accounts.ts';
import { appPerFile, json } from '../../test/test-app.ts';

// 'Playlists' on our own API: private to their owner unless public.
const t = appPerFile();
let lea: Awaited<ReturnType<typeof loginAs>>;
let nina: Awaited<ReturnType<typeof loginAs>>;
let sophie: Awaited<ReturnType<typeof loginAs>>;
let mixids: number[];
let replayId: number;
let silentEmissionId: number | undefined;
beforeAll(async () => {
  [lea, nina, sophie] = [await loginAs(t.app, 'user'), await loginAs(t.app, 'talent'), await loginAs(t.app, 'moderator')];
  mixids = (await t.db.selectFrom('mixes').select('mixid').orderBy('mixid').execute()).map((row) => row.mixid);
  replayId = (await t.db.selectFrom('emissions').select('id').where('mp3_url', 'is not', null).executeTakeFirstOrThrow()).id;
  silentEmissionId = (await t.db.selectFrom('emissions').select('id').where('mp3_url', 'is', null).executeTakeFirst())?.id;
});

const send = (cookie: string | undefined, method: string, path: string, body?: unknown) =>
  t.app.request(`/api/playlists${path}`, withCookie(cookie, body === undefined ? { method, headers: { Origin: 'http://localhost' } } : json(method, body)));
const create = async (cookie: string, body: Record<string, unknown>) => ((await (await send(cookie, 'POST', '', body)).json()) as { playlist: Playlist }).playlist;
const read = async (cookie: string | undefined, id: number) => send(cookie, 'GET', `/${id}`);

describe('playlists', () => {
  it('creates, lists newest first with the track count, and requires a title', async () => {
    const response = await send(lea.cookie, 'POST', '', { title: '  Soirée  ', description: 'Pour danser' });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ message: playlistMessages.created, playlist: { title: 'Soirée', description: 'Pour danser', is_public: false, track_count: 0, user_id: lea.account.id, is_owner: true } });
    await create(lea.cookie, { title: 'Matin' });
    const list = (await (await send(lea.cookie, 'GET', '')).json()) as Playlist[];
    expect(list.map((playlist) => playlist.title).slice(0, 2)).toEqual(['Matin', 'Soirée']);
    const blank = await send(lea.cookie, 'POST', '', { title: '   ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ error: playlistMessages.titleRequired });
    expect((await send(undefined, 'GET', '')).status).toBe(401);
    expect((await send(sophie.cookie, 'POST', '', { title: 'Modération' })).status).toBe(403);
  });

  it('adds mixes and a replay in order, refuses a duplicate and an emission without audio, reorders and removes', async () => {
    const playlist = await create(lea.cookie, { title: 'Ordre' });
    const add = (body: Record<string, unknown>) => send(lea.cookie, 'POST', `/${playlist.id}/tracks`, body);
    expect((await add({ mix_id: mixids[0] })).status).toBe(201);
    expect((await add({ mix_id: mixids[1] })).status).toBe(201);
    expect((await add({ emission_id: replayId })).status).toBe(201);
    const duplicate = await add({ mix_id: mixids[0] });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({ error: playlistMessages.trackAlreadyThere });
    if (silentEmissionId) expect((await add({ emission_id: silentEmissionId })).status).toBe(400);
    expect((await add({ mix_id: mixids[0], emission_id: replayId })).status).toBe(400);
    expect((await add({ mix_id: 999_999 })).status).toBe(404);

    let full = (await (await read(lea.cookie, playlist.id)).json()) as PlaylistWithTracks;
    expect(full.track_count).toBe(3);
    expect(full.tracks.map((track) => [track.kind, track.item_id])).toEqual([['mix', mixids[0]], ['mix', mixids[1]], ['emission', replayId]]);
    expect(full.tracks[0]?.mp3_url).toBeTruthy();

    const [a, b, c] = full.tracks.map((track) => track.id);
    expect((await send(lea.cookie, 'PUT', `/${playlist.id}/tracks`, { track_ids: [c, a] })).status).toBe(400); // one missing
    expect((await send(lea.cookie, 'PUT', `/${playlist.id}/tracks`, { track_ids: [c, a, b] })).status).toBe(200);
    full = (await (await read(lea.cookie, playlist.id)).json()) as PlaylistWithTracks;
    expect(full.tracks.map((track) => track.id)).toEqual([c, a, b]);

    expect((await send(lea.cookie, 'DELETE', `/${playlist.id}/tracks/${a}`)).status).toBe(200);
    full = (await (await read(lea.cookie, playlist.id)).json()) as PlaylistWithTracks;
    expect(full.tracks.map((track) => track.id)).toEqual([c, b]);
  });

  it('keeps a private playlist to its owner: another account or a visitor can neither read, change nor delete it', async () => {
    const secret = await create(lea.cookie, { title: 'Secrète' });
    for (const cookie of [nina.cookie, undefined]) {
      const response = await read(cookie, secret.id);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: playlistMessages.notFound });
    }
    expect((await send(nina.cookie, 'PATCH', `/${secret.id}`, { title: 'À moi' })).status).toBe(404);
    expect((await send(nina.cookie, 'DELETE', `/${secret.id}`)).status).toBe(404);
    expect((await send(nina.cookie, 'POST', `/${secret.id}/tracks`, { mix_id: mixids[0] })).status).toBe(404);
    expect((await send(undefined, 'DELETE', `/${secret.id}`)).status).toBe(401);
    const still = (await (await read(lea.cookie, secret.id)).json()) as PlaylistWithTracks;
    expect(still).toMatchObject({ title: 'Secrète', track_count: 0 });
    // Not in anyone else's list either.
    const ninas = (await (await send(nina.cookie, 'GET', '')).json()) as Playlist[];
    expect(ninas.map((playlist) => playlist.id)).not.toContain(secret.id);
  });

  it('lets everyone read a public playlist, and only its owner change it', async () => {
    const shared = await create(lea.cookie, { title: 'Partagée', is_public: true });
    await send(lea.cookie, 'POST', `/${shared.id}/tracks`, { mix_id: mixids[0] });
    const asVisitor = await read(undefined, shared.id);
    expect(asVisitor.status).toBe(200);
    expect(await asVisitor.json()).toMatchObject({ title: 'Partagée', is_owner: false, track_count: 1 });
    const change = await send(nina.cookie, 'PATCH', `/${shared.id}`, { title: 'Volée' });
    expect(change.status).toBe(403);
    expect(await change.json()).toMatchObject({ error: messages.forbidden });
    expect((await send(nina.cookie, 'DELETE', `/${shared.id}`)).status).toBe(403);
    expect((await send(nina.cookie, 'POST', `/${shared.id}/tracks`, { mix_id: mixids[1] })).status).toBe(403);

    const renamed = await send(lea.cookie, 'PATCH', `/${shared.id}`, { title: 'Partagée 2', is_public: false });
    expect(await renamed.json()).toMatchObject({ playlist: { title: 'Partagée 2', is_public: false } });
    expect((await read(undefined, shared.id)).status).toBe(404);
    expect((await send(lea.cookie, 'DELETE', `/${shared.id}`)).status).toBe(200);
    expect((await read(lea.cookie, shared.id)).status).toBe(404);
  });
});
