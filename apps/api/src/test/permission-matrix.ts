// THE permission table: every mutating route of the API (POST, PUT, PATCH, DELETE) with, for each
// role, the status it must get. permissions.test.ts enumerates the routes from the
// Hono app itself, so a route added without a row here fails the suite: add the row with the route.
//
// Statuses are exact. Bodies are valid, so an allowed role gets the real success status and a
// refused one proves the guard stopped a request that would otherwise have worked.
import { accountDataMessages, messages, studioMessages } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { toStoredRole } from '../lib/auth.ts';
import { hashToken } from '../lib/sessions.ts';
import { createAccountToken } from '../features/accounts/account-token.repository.ts';
import { insertLike } from '../features/likes/like.repository.ts';
import { likerOf } from '../features/likes/like.service.ts';
import { COMMUNITY_MATRIX } from './permission-matrix-community.ts';
import { SCHEDULE_MATRIX } from './permission-matrix-schedule.ts';
import { PRESENTERS_EMISSIONS_MATRIX } from './permission-matrix-presenters-emissions.ts';
import { STAFF_MEDIA_MATRIX } from './permission-matrix-staff-media.ts';
import { CONTENT_MATRIX } from './permission-matrix-content.ts';
import { PLAYLISTS_MATRIX } from './permission-matrix-playlists.ts';
import { CONTESTS_MATRIX } from './permission-matrix-contests.ts';
import type { MatrixCase, MatrixRole } from './permission-matrix-types.ts';
import { openSubmissionId } from './factories.ts';

const everyone = (status: number): Record<MatrixRole, number> => ({ visitor: status, user: status, talent: status, moderator: status, admin: status });
const adminOnly = (status: number): Record<MatrixRole, number> => ({ visitor: 401, user: 403, talent: 403, moderator: 403, admin: status });
const DEMO = 'demo-2026';
const LETTER = { subject: 'La lettre de la semaine', intro: 'Bonjour à toutes et à tous !' };
const visitorKey = (unique: string) => `matrix-${unique}`.padEnd(16, '0');
// Changing a password to itself: a real change for the server, harmless for the next rows.
const samePassword = { currentPassword: DEMO, newPassword: DEMO, confirmPassword: DEMO };

/** A recording of the studio waiting for a staff check, on the first emission. */
async function aLiveRecording(db: Kysely<Database>, unique: string): Promise<number> {
  const emission = await db.selectFrom('emissions').select('id').orderBy('id').executeTakeFirstOrThrow();
  const at = new Date();
  const row = await db
    .insertInto('live_recordings')
    .values({ raw_files: [`studio-${unique}.mp3`], audio_filename: `matrix-${unique}.mp3`, started_at: at, ended_at: at, duration_seconds: 60, source: 'encoder', emission_id: emission.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const PERMISSION_MATRIX: Record<string, MatrixCase[]> = {
  'POST /api/auth/login': [
    { scenario: 'any browser signs in', request: () => ({ path: '/api/auth/login', body: { email: 'hugo.bernard@example.org', password: DEMO } }), expect: everyone(200) },
  ],
  // Anyone may ask, and the answer is the same with or without an account.
  'POST /api/auth/password-reset/request': [
    { scenario: 'anyone asks for a reset link', request: ({ unique }) => ({ path: '/api/auth/password-reset/request', body: { email: `reset-${unique}@example.org` } }), expect: everyone(200) },
  ],
  'POST /api/auth/password-reset': [
    {
      scenario: 'whoever holds the mailed link sets the password',
      request: async ({ db, ids }) => {
        const token = await createAccountToken(db, { purpose: 'password_reset', role: 'user', accountId: ids.otherUser, email: 'hugo.bernard@example.org', now: new Date(), ttlMs: 3_600_000 });
        return { path: '/api/auth/password-reset', body: { token, password: DEMO, confirmPassword: DEMO } };
      },
      expect: everyone(200),
    },
  ],
  // The confirmation link needs no session (the token is the proof); 'Renvoyer le lien' needs one.
  'POST /api/auth/verify-email': [
    {
      scenario: 'whoever holds the mailed link confirms the address',
      request: async ({ db, ids }) => {
        const token = await createAccountToken(db, { purpose: 'email_verification', role: 'user', accountId: ids.otherUser, email: 'hugo.bernard@example.org', now: new Date(), ttlMs: 3_600_000 });
        return { path: '/api/auth/verify-email', body: { token } };
      },
      expect: everyone(200),
    },
  ],
  'POST /api/auth/verify-email/resend': [
    {
      scenario: 'a signed-in account with an address waiting for its link',
      request: async ({ db, self, unique }) => {
        if (self) await createAccountToken(db, { purpose: 'email_verification', role: toStoredRole(self.role), accountId: self.id, email: `nouvelle-${unique}@example.org`, now: new Date(), ttlMs: 3_600_000 });
        return { path: '/api/auth/verify-email/resend', body: {} };
      },
      expect: { visitor: 401, user: 200, talent: 200, moderator: 200, admin: 200 },
    },
  ],
  // Listeners and talents delete their own account; a wrong password deletes nothing
  // (the demo accounts must outlive the matrix: the real deletion is in account-data.routes.test.ts).
  'DELETE /api/account': [
    {
      scenario: 'own account, wrong password',
      request: () => ({ path: '/api/account', body: { password: 'pas-le-bon-2026' } }),
      expect: { visitor: 401, user: 400, talent: 400, moderator: 403, admin: 403 },
      refusals: { moderator: accountDataMessages.staffCannotDelete, admin: accountDataMessages.staffCannotDelete },
    },
  ],
  'POST /api/auth/logout': [{ scenario: 'anyone signs out', request: () => ({ path: '/api/auth/logout', body: {} }), expect: everyone(200) }],
  'POST /api/users': [
    {
      scenario: 'registration is open',
      request: ({ unique }) => ({ path: '/api/users', body: { nom: 'Matrice', prenom: 'Test', email: `user-${unique}@example.org`, password: 'matrice-2026' } }),
      expect: everyone(201),
    },
  ],
  'PUT /api/users/:id': [
    {
      scenario: "the signed-in user's own account",
      request: ({ ids }) => ({ path: `/api/users/${ids.user}`, body: { nom: 'Martin', prenom: 'Léa', email: 'lea.martin@example.org' } }),
      expect: { visitor: 401, user: 200, talent: 403, moderator: 403, admin: 200 },
    },
    {
      scenario: "another user's account",
      request: ({ ids }) => ({ path: `/api/users/${ids.otherUser}`, body: { nom: 'Bernard', prenom: 'Hugo', email: 'hugo.bernard@example.org' } }),
      expect: adminOnly(200),
    },
  ],
  'PUT /api/users/:id/password': [
    { scenario: 'own password', request: ({ ids }) => ({ path: `/api/users/${ids.user}/password`, body: samePassword }), expect: { visitor: 401, user: 200, talent: 403, moderator: 403, admin: 200 } },
    { scenario: "another user's password", request: ({ ids }) => ({ path: `/api/users/${ids.otherUser}/password`, body: samePassword }), expect: adminOnly(200) },
  ],
  'POST /api/talons': [
    {
      scenario: 'talent registration is open',
      request: ({ unique }) => ({ path: '/api/talons', body: { email: `talent-${unique}@example.org`, password: 'matrice-2026', nom_artiste: 'Matrice', nom_complet: 'Test Matrice' } }),
      expect: everyone(201),
    },
  ],
  'PUT /api/talons/:id': [
    {
      scenario: "the signed-in talent's own profile",
      request: ({ ids }) => ({ path: `/api/talons/${ids.talent}`, body: { nom_artiste: 'Nina Rose', nom_complet: 'Nina Rousseau', email: 'nina.rose@example.org' } }),
      expect: { visitor: 401, user: 403, talent: 200, moderator: 403, admin: 200 },
    },
    {
      scenario: "another talent's profile",
      request: ({ ids }) => ({ path: `/api/talons/${ids.otherTalent}`, body: { nom_artiste: 'Les Velours', nom_complet: 'Thomas Girard', email: 'les.velours@example.org' } }),
      expect: adminOnly(200),
    },
  ],
  'PUT /api/talons/:id/password': [
    { scenario: 'own password', request: ({ ids }) => ({ path: `/api/talons/${ids.talent}/password`, body: samePassword }), expect: { visitor: 401, user: 403, talent: 200, moderator: 403, admin: 200 } },
    { scenario: "another talent's password", request: ({ ids }) => ({ path: `/api/talons/${ids.otherTalent}/password`, body: samePassword }), expect: adminOnly(200) },
  ],
  'POST /api/admin-animateur': [
    {
      scenario: 'add a moderator',
      request: ({ unique }) => ({ path: '/api/admin-animateur', body: { nom: 'Matrice', prenom: 'Test', email: `moderateur-${unique}@example.org`, password: 'matrice-2026' } }),
      expect: adminOnly(201),
    },
  ],
  'PUT /api/admin-animateur/:id': [
    {
      scenario: 'edit a moderator',
      request: ({ ids }) => ({ path: `/api/admin-animateur/${ids.moderator}`, body: { nom: 'Laurent', prenom: 'Sophie', email: 'sophie.laurent@example.org' } }),
      expect: adminOnly(200),
    },
  ],
  'DELETE /api/admin-animateur/:id': [
    { scenario: 'delete a moderator', request: async ({ newModerator }) => ({ path: `/api/admin-animateur/${await newModerator()}` }), expect: adminOnly(200) },
  ],
  'PUT /api/admin-animateur/:id/password': [
    {
      scenario: "the signed-in moderator's own password",
      request: ({ ids }) => ({ path: `/api/admin-animateur/${ids.moderator}/password`, body: samePassword }),
      expect: { visitor: 401, user: 403, talent: 403, moderator: 200, admin: 200 },
    },
  ],
  // Everyone likes; accounts as themselves, visitors with their device's key.
  'POST /api/likes': [
    { scenario: 'like a mix', request: ({ unique }) => ({ path: '/api/likes', body: { content_type: 'mix', content_id: 1, visitor_key: visitorKey(unique) } }), expect: everyone(201) },
  ],
  'DELETE /api/likes': [
    {
      scenario: 'take back a like of theirs',
      request: async ({ db, self, unique }) => {
        const target = { content_type: 'mix' as const, content_id: 2 };
        await insertLike(db, target, likerOf(self ?? null, visitorKey(unique)));
        return { path: '/api/likes', body: { ...target, visitor_key: visitorKey(unique) } };
      },
      expect: everyone(200),
    },
  ],
  // 'Vote in contest': visitors are prompted to log in, talents cannot vote, staff do not.
  'POST /api/votes': [
    {
      scenario: 'a free vote for an entry of an open contest',
      request: async ({ db }) => ({ path: '/api/votes', body: { soumission_id: await openSubmissionId(db), type_vote: 'gratuit' } }),
      expect: { visitor: 401, user: 201, talent: 403, moderator: 403, admin: 403 },
      refusals: { talent: messages.talentsCannotVote, moderator: messages.voteStaffCannotVote, admin: messages.voteStaffCannotVote },
    },
  ],
  // 'Mix listening', real figures: every player reports its listening, signed in or not.
  'PATCH /api/mixes/:mixid/listen': [
    { scenario: 'a player starts a mix', request: () => ({ path: '/api/mixes/1/listen', body: { is_starting: true } }), expect: everyone(200) },
  ],
  // Every player reports a replay's start and a 30-second listen (counts only, no one named).
  'POST /api/audience/plays': [
    { scenario: 'a player reports 30 s of a replay', request: () => ({ path: '/api/audience/plays', body: { kind: 'replay', id: 1, stage: 'listened' } }), expect: everyone(200) },
  ],
  'POST /api/live/titles': [
    // Liquidsoap's pushes carry the shared secret, which no account has: a session or a cookie is not enough.
    {
      scenario: 'a title pushed without the station secret',
      request: () => ({ path: '/api/live/titles', body: { title: 'Intrus - Faux titre' } }), expect: everyone(401),
      refusals: { visitor: messages.titlePushRefused, user: messages.titlePushRefused, talent: messages.titlePushRefused, moderator: messages.titlePushRefused, admin: messages.titlePushRefused },
    },
  ],
  // The browser studio's pass to the harbor: admins, and the account linked to a presenter during its
  // slots (none of the demo accounts here is linked: studio.routes.test.ts proves the presenters'
  // door); the harbor's own check carries the station secret, which no account has.
  'POST /api/studio/pass': [
    {
      scenario: 'an admin asks for a pass to go on air',
      request: () => ({ path: '/api/studio/pass', body: {} }),
      expect: adminOnly(201),
      refusals: { user: studioMessages.notPresenter, talent: studioMessages.notPresenter, moderator: studioMessages.notPresenter },
    },
  ],
  'POST /api/studio/harbor-check': [
    {
      scenario: 'a pass checked without the station secret',
      request: () => ({ path: '/api/studio/harbor-check', body: { pass: 'un-pass-quelconque' } }), expect: everyone(401),
      refusals: { visitor: messages.titlePushRefused, user: messages.titlePushRefused, talent: messages.titlePushRefused, moderator: messages.titlePushRefused, admin: messages.titlePushRefused },
    },
  ],
  'POST /api/studio/silence': [
    {
      scenario: 'a silent studio reported without the station secret',
      request: () => ({ path: '/api/studio/silence', body: {} }), expect: everyone(401),
      refusals: { visitor: messages.titlePushRefused, user: messages.titlePushRefused, talent: messages.titlePushRefused, moderator: messages.titlePushRefused, admin: messages.titlePushRefused },
    },
  ],
  // The studio's recordings: radio.liq reports them with the station secret; staff publish or delete them.
  'POST /api/studio/recordings': [
    {
      scenario: 'a recording reported without the station secret',
      request: () => ({ path: '/api/studio/recordings', body: { file: 'studio-20261129-210000.mp3', started_at: 1_795_900_000, ended_at: 1_795_903_600, source: 'app' } }),
      expect: everyone(401),
      refusals: { visitor: messages.titlePushRefused, user: messages.titlePushRefused, talent: messages.titlePushRefused, moderator: messages.titlePushRefused, admin: messages.titlePushRefused },
    },
  ],
  'POST /api/studio/holder': [
    {
      scenario: 'who holds the harbor, told without the station secret',
      request: () => ({ path: '/api/studio/holder', body: { source: 'encoder' } }),
      expect: everyone(401),
      refusals: { visitor: messages.titlePushRefused, user: messages.titlePushRefused, talent: messages.titlePushRefused, moderator: messages.titlePushRefused, admin: messages.titlePushRefused },
    },
  ],
  // 'Prendre la main': admins only; the matrix's app has no harbor to ask (409, HARBOR_CONTROL_URL unset).
  'POST /api/studio/hand-over': [
    { scenario: 'an admin takes the hand from the encoder', request: () => ({ path: '/api/studio/hand-over', body: {} }), expect: adminOnly(409) },
  ],
  'POST /api/studio/recordings/:id/publish': [
    {
      scenario: 'publish a live recording on its emission',
      request: async ({ db, unique }) => ({ path: `/api/studio/recordings/${await aLiveRecording(db, unique)}/publish`, body: {} }),
      expect: adminOnly(200),
    },
  ],
  'DELETE /api/studio/recordings/:id': [
    { scenario: 'delete a live recording nobody will publish', request: async ({ db, unique }) => ({ path: `/api/studio/recordings/${await aLiveRecording(db, unique)}` }), expect: adminOnly(200) },
  ],
  'POST /api/live/listeners': [
    { scenario: 'a player on the live stream sends its heartbeat', request: ({ unique }) => ({ path: '/api/live/listeners', body: { listener_id: visitorKey(unique), listening: true } }), expect: everyone(200) },
  ],
  'POST /api/newsletter': [
    { scenario: 'subscribe', request: ({ unique }) => ({ path: '/api/newsletter', body: { email: `lecteur-${unique}@example.org` } }), expect: everyone(202) },
  ],
  // The mailed links are the credentials; 'La lettre' is the admins'.
  'POST /api/newsletter/confirm': [
    {
      scenario: 'whoever holds the confirmation link confirms',
      request: async ({ db, unique }) => {
        const token = `confirmer-${unique}`.padEnd(24, '0');
        await db.insertInto('newsletter_subscriptions').values({ email: `confirme-${unique}@example.org`, source: 'footer', confirm_token_hash: hashToken(token) }).execute();
        return { path: '/api/newsletter/confirm', body: { token } };
      },
      expect: everyone(200),
    },
  ],
  'POST /api/newsletter/unsubscribe': [
    {
      scenario: 'whoever holds the unsubscribe link (a mail client, one click) unsubscribes',
      request: async ({ db, unique }) => {
        const token = `desabonner-${unique}`.padEnd(24, '0');
        await db.insertInto('newsletter_subscriptions').values({ email: `abonne-${unique}@example.org`, source: 'footer', unsubscribe_token: token, confirmed_at: new Date() }).execute();
        return { path: `/api/newsletter/unsubscribe?token=${token}`, body: {} };
      },
      expect: everyone(200),
    },
  ],
  'POST /api/newsletter/letter/preview': [{ scenario: 'preview the letter', request: () => ({ path: '/api/newsletter/letter/preview', body: LETTER }), expect: adminOnly(200) }],
  'POST /api/newsletter/letter/test': [{ scenario: 'a test copy to oneself', request: () => ({ path: '/api/newsletter/letter/test', body: LETTER }), expect: adminOnly(200) }],
  'POST /api/newsletter/letter/send': [{ scenario: 'send the letter', request: () => ({ path: '/api/newsletter/letter/send', body: LETTER }), expect: adminOnly(200) }],
  ...COMMUNITY_MATRIX,
  ...SCHEDULE_MATRIX,
  ...PRESENTERS_EMISSIONS_MATRIX,
  ...STAFF_MEDIA_MATRIX,
  ...CONTENT_MATRIX,
  ...PLAYLISTS_MATRIX,
  ...CONTESTS_MATRIX,
};
