// Part of the 2026-11-21 initial schema: what listeners write (comments, likes, playlists,
// dedications) and the idempotency keys of the offline outbox.

const CONTENT_TYPES = `('mix', 'emission', 'actualite')`;

export const communityUp = [
  // Comment: written by exactly one user, talent or admin.
  `create table comments (
    commentid integer generated always as identity primary key,
    content_type text not null check (content_type in ${CONTENT_TYPES}),
    content_id integer not null,
    comment_text text not null check (btrim(comment_text) <> ''),
    user_id integer references users (userid) on delete cascade,
    talon_id integer references talons (talonid) on delete cascade,
    admin_id integer references admins (adminid) on delete cascade,
    parent_comment_id integer references comments (commentid) on delete cascade,
    is_approved boolean not null default false,
    approved_by integer references admins (adminid) on delete set null,
    created_at timestamptz not null default now(),
    check (num_nonnulls(user_id, talon_id, admin_id) = 1)
  )`,
  `create index comments_content_idx on comments (content_type, content_id, created_at)`,
  `create index comments_parent_idx on comments (parent_comment_id)`,
  `create index comments_user_idx on comments (user_id)`,
  `create index comments_talon_idx on comments (talon_id)`,
  `create index comments_admin_idx on comments (admin_id)`,
  `create index comments_approved_by_idx on comments (approved_by)`,
  `create index comments_pending_idx on comments (created_at) where not is_approved`,
  // Visitors like too, identified by a random key kept in their browser.
  `create table likes (
    id integer generated always as identity primary key,
    content_type text not null check (content_type in ${CONTENT_TYPES}),
    content_id integer not null,
    user_id integer references users (userid) on delete cascade,
    talon_id integer references talons (talonid) on delete cascade,
    admin_id integer references admins (adminid) on delete cascade,
    visitor_key text check (length(visitor_key) between 16 and 64),
    created_at timestamptz not null default now(),
    check (num_nonnulls(user_id, talon_id, admin_id, visitor_key) = 1),
    unique (content_type, content_id, user_id),
    unique (content_type, content_id, talon_id),
    unique (content_type, content_id, admin_id),
    unique (content_type, content_id, visitor_key)
  )`,
  `create index likes_user_idx on likes (user_id)`,
  `create index likes_talon_idx on likes (talon_id)`,
  `create index likes_admin_idx on likes (admin_id)`,
  // Comments and likes point at content without a foreign key (three kinds of content):
  // this trigger deletes them with their mix, emission or article.
  `create function delete_content_reactions() returns trigger language plpgsql as $$
  begin
    delete from comments where content_type = TG_ARGV[0] and content_id = (to_jsonb(OLD) ->> TG_ARGV[1])::integer;
    delete from likes where content_type = TG_ARGV[0] and content_id = (to_jsonb(OLD) ->> TG_ARGV[1])::integer;
    return OLD;
  end $$`,
  ...[
    ['mixes', 'mix', 'mixid'],
    ['emissions', 'emission', 'id'],
    ['actualites', 'actualite', 'actualiteid'],
  ].map(
    ([table, type, idColumn]) =>
      `create trigger ${table}_delete_reactions after delete on ${table}
       for each row execute function delete_content_reactions('${type}', '${idColumn}')`,
  ),
  `create table playlists (
    id integer generated always as identity primary key,
    user_id integer references users (userid) on delete cascade,
    talon_id integer references talons (talonid) on delete cascade,
    admin_id integer references admins (adminid) on delete cascade,
    title text not null check (btrim(title) <> ''),
    description text,
    is_public boolean not null default false,
    created_at timestamptz not null default now(),
    check (num_nonnulls(user_id, talon_id, admin_id) = 1)
  )`,
  `create index playlists_user_idx on playlists (user_id, created_at desc)`,
  `create index playlists_talon_idx on playlists (talon_id, created_at desc)`,
  `create index playlists_admin_idx on playlists (admin_id, created_at desc)`,
  `create index playlists_public_idx on playlists (created_at desc) where is_public`,
  `create table playlist_tracks (
    id integer generated always as identity primary key,
    playlist_id integer not null references playlists (id) on delete cascade,
    position integer not null check (position >= 0),
    mix_id integer references mixes (mixid) on delete cascade,
    emission_id integer references emissions (id) on delete cascade,
    added_at timestamptz not null default now(),
    check (num_nonnulls(mix_id, emission_id) = 1)
  )`,
  `create index playlist_tracks_playlist_idx on playlist_tracks (playlist_id, position)`,
  `create index playlist_tracks_mix_idx on playlist_tracks (mix_id)`,
  `create index playlist_tracks_emission_idx on playlist_tracks (emission_id)`,
  // Dedication: 0 pending, 1 approved, -1 rejected; the spec's limits;
  // programme_id is the show on air when sent, or none. Moderated by an admin or an admin-presenter.
  `create table dedicaces (
    dedicaceid integer generated always as identity primary key,
    user_id integer references users (userid) on delete cascade,
    talon_id integer references talons (talonid) on delete cascade,
    admin_id integer references admins (adminid) on delete cascade,
    programme_id integer references programmes (id) on delete set null,
    message text not null check (btrim(message) <> '' and char_length(message) <= 500),
    nom_expediteur text not null,
    nom_destinataire text not null check (btrim(nom_destinataire) <> ''),
    date_envoi timestamptz not null default now(),
    approved smallint not null default 0 check (approved in (-1, 0, 1)),
    rejection_reason text check (char_length(rejection_reason) <= 200),
    moderated_by_admin_id integer references admins (adminid) on delete set null,
    moderated_by_admin_animateur_id integer references admin_animateurs (id) on delete set null,
    moderated_at timestamptz,
    check (num_nonnulls(user_id, talon_id, admin_id) = 1),
    check (num_nonnulls(moderated_by_admin_id, moderated_by_admin_animateur_id) <= 1)
  )`,
  `create index dedicaces_approved_idx on dedicaces (approved, date_envoi desc)`,
  `create index dedicaces_user_idx on dedicaces (user_id, date_envoi desc)`,
  `create index dedicaces_talon_idx on dedicaces (talon_id, date_envoi desc)`,
  `create index dedicaces_admin_idx on dedicaces (admin_id)`,
  `create index dedicaces_programme_idx on dedicaces (programme_id)`,
  `create index dedicaces_moderated_by_admin_idx on dedicaces (moderated_by_admin_id)`,
  `create index dedicaces_moderated_by_admin_animateur_idx on dedicaces (moderated_by_admin_animateur_id)`,
  // The offline outbox replays writes with an Idempotency-Key: the first answer is stored and
  // returned again. scope is 'role:id' of the account (or 'visitor:key'); status and body stay
  // null while the first request is still running.
  `create table idempotency_keys (
    id integer generated always as identity primary key,
    key text not null check (length(key) between 8 and 200),
    scope text not null,
    method text not null,
    path text not null,
    status integer,
    response_body jsonb,
    created_at timestamptz not null default now(),
    unique (scope, key)
  )`,
  `create index idempotency_keys_created_at_idx on idempotency_keys (created_at)`,
];

export const communityDown = [
  'drop table if exists idempotency_keys',
  'drop table if exists dedicaces',
  'drop table if exists playlist_tracks',
  'drop table if exists playlists',
  'drop trigger if exists actualites_delete_reactions on actualites',
  'drop trigger if exists emissions_delete_reactions on emissions',
  'drop trigger if exists mixes_delete_reactions on mixes',
  'drop function if exists delete_content_reactions()',
  'drop table if exists likes',
  'drop table if exists comments',
];
