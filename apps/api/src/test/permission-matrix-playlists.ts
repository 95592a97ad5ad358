// Permission rows of the playlists ('Playlists'): private to their owner.
import { ownerOf } from '../features/playlists/playlist.service.ts';
import type { MatrixCase, MatrixContext, MatrixRole } from './permission-matrix-types.ts';
import { firstMixId } from './factories.ts';


/** A playlist with one track, owned by the requester when they can own one, else by another user. */
async function playlistOf(ctx: MatrixContext, { own, isPublic }: { own: boolean; isPublic: boolean }) {
  const owner = own && ctx.self && ctx.self.role !== 'moderator' ? ownerOf(ctx.self) : { column: 'user_id' as const, id: ctx.ids.otherUser };
  const { id } = await ctx.db
    .insertInto('playlists')
    .values({ title: 'Matrice', is_public: isPublic, [owner.column]: owner.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const track = await ctx.db.insertInto('playlist_tracks').values({ playlist_id: id, position: 0, mix_id: await firstMixId(ctx.db) }).returning('id').executeTakeFirstOrThrow();
  return { id, trackId: track.id };
}

// Owners (users, talents, admins) get the success; moderators own no playlist: another user's
// public one, which they may read but not change (403).
const ownersOnly = (status: number): Record<MatrixRole, number> => ({ visitor: 401, user: status, talent: status, moderator: 403, admin: status });
const nobody = { visitor: 401, user: 403, talent: 403, moderator: 403, admin: 403 };
// Someone else's private playlist does not exist for anyone else, admins included.
const hidden = { visitor: 401, user: 404, talent: 404, moderator: 404, admin: 404 };

type Build = (ctx: MatrixContext, playlist: { id: number; trackId: number }) => { path: string; body?: unknown } | Promise<{ path: string; body?: unknown }>;

/** The three rows every write on one playlist gets: own, someone else's public, someone else's private. */
const onPlaylist = (build: Build, success: number): MatrixCase[] => [
  { scenario: 'own playlist', request: async (ctx) => build(ctx, await playlistOf(ctx, { own: true, isPublic: true })), expect: ownersOnly(success) },
  { scenario: "another listener's public playlist", request: async (ctx) => build(ctx, await playlistOf(ctx, { own: false, isPublic: true })), expect: nobody },
  { scenario: "another listener's private playlist", request: async (ctx) => build(ctx, await playlistOf(ctx, { own: false, isPublic: false })), expect: hidden },
];

export const PLAYLISTS_MATRIX: Record<string, MatrixCase[]> = {
  'POST /api/playlists': [{ scenario: 'create a playlist', request: () => ({ path: '/api/playlists', body: { title: 'Ma playlist' } }), expect: ownersOnly(201) }],
  'PATCH /api/playlists/:id': onPlaylist((_ctx, { id }) => ({ path: `/api/playlists/${id}`, body: { title: 'Renommée' } }), 200),
  'DELETE /api/playlists/:id': onPlaylist((_ctx, { id }) => ({ path: `/api/playlists/${id}` }), 200),
  'POST /api/playlists/:id/tracks': onPlaylist(async (ctx, { id }) => {
    const emission = await ctx.db.selectFrom('emissions').select('id').where('mp3_url', 'is not', null).executeTakeFirstOrThrow();
    return { path: `/api/playlists/${id}/tracks`, body: { emission_id: emission.id } };
  }, 201),
  'PUT /api/playlists/:id/tracks': onPlaylist((_ctx, { id, trackId }) => ({ path: `/api/playlists/${id}/tracks`, body: { track_ids: [trackId] } }), 200),
  'DELETE /api/playlists/:id/tracks/:trackId': onPlaylist((_ctx, { id, trackId }) => ({ path: `/api/playlists/${id}/tracks/${trackId}` }), 200),
};
