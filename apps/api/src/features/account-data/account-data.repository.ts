// Everything the station keeps about one account, read for the export and found for
// the deletion. Users and talents only: the staff's accounts are managed by an administrator.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

export type OwnerRole = 'user' | 'talent';
const ownerColumn = (role: OwnerRole) => (role === 'user' ? 'user_id' : 'talon_id');

export async function readAccountData(db: Kysely<Database>, role: OwnerRole, id: number) {
  const column = ownerColumn(role);
  const profile =
    role === 'user'
      ? await db.selectFrom('users').selectAll().where('userid', '=', id).executeTakeFirst()
      : await db.selectFrom('talons').selectAll().where('talonid', '=', id).executeTakeFirst();
  if (!profile) return undefined;
  const { password_hash: _hidden, ...account } = profile;
  const playlists = await db.selectFrom('playlists').selectAll().where(column, '=', id).orderBy('id').execute();
  const tracks = playlists.length
    ? await db.selectFrom('playlist_tracks').selectAll().where('playlist_id', 'in', playlists.map((playlist) => playlist.id)).orderBy('id').execute()
    : [];
  const storedRole = role;
  return {
    account,
    comments: await db.selectFrom('comments').selectAll().where(column, '=', id).orderBy('commentid').execute(),
    dedications: await db.selectFrom('dedicaces').selectAll().where(column, '=', id).orderBy('dedicaceid').execute(),
    likes: await db.selectFrom('likes').selectAll().where(column, '=', id).orderBy('id').execute(),
    playlists: playlists.map((playlist) => ({ ...playlist, tracks: tracks.filter((track) => track.playlist_id === playlist.id) })),
    votes: role === 'user' ? await db.selectFrom('votes').selectAll().where('user_id', '=', id).orderBy('id').execute() : [],
    payments: role === 'user' ? await db.selectFrom('payments').selectAll().where('user_id', '=', id).orderBy('id').execute() : [],
    follows: await db.selectFrom('programme_follows').selectAll().where('account_role', '=', storedRole).where('account_id', '=', id).orderBy('id').execute(),
    contest_entries: role === 'talent' ? await db.selectFrom('soumissions').selectAll().where('talon_id', '=', id).orderBy('soumissionid').execute() : [],
    contest_registrations: role === 'talent' ? await db.selectFrom('contest_registrations').selectAll().where('talon_id', '=', id).orderBy('id').execute() : [],
    // The subscription and its proof of consent; link tokens stay out.
    newsletter: await db
      .selectFrom('newsletter_subscriptions')
      .select(['email', 'source', 'created_at', 'consent_text', 'confirm_requested_at', 'confirmed_at', 'unsubscribed_at'])
      .where('email', '=', profile.email)
      .execute(),
    sessions: await db
      .selectFrom('sessions')
      .select(['created_at', 'last_seen_at', 'expires_at'])
      .where('account_role', '=', storedRole)
      .where('account_id', '=', id)
      .orderBy('id')
      .execute(),
    mails: await db.selectFrom('mail_outbox').select(['kind', 'subject', 'status', 'created_at', 'sent_at']).where('to_address', '=', profile.email).orderBy('id').execute(),
  };
}

/** The stored files of a talent's contest registrations (photo and song), to remove with the account. */
export const registrationFiles = (db: Kysely<Database>, talonId: number) =>
  db.selectFrom('contest_registrations').select(['photo_url', 'song_url']).where('talon_id', '=', talonId).execute();
