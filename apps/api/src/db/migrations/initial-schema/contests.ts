// Part of the 2026-11-21 initial schema: the talent contest.

export const contestsUp = [
  `create table concours (
    concoursid integer generated always as identity primary key,
    nom_concours text not null check (btrim(nom_concours) <> ''),
    description text not null,
    date_debut date not null,
    date_fin date not null,
    status text not null default 'active' check (status in ('active', 'inactive')),
    img_url text,
    created_at timestamptz not null default now(),
    check (date_fin >= date_debut)
  )`,
  `create index concours_status_idx on concours (status, date_fin)`,
  // nom_artiste is the name the talent entered for this entry (POST body).
  `create table soumissions (
    soumissionid integer generated always as identity primary key,
    concours_id integer not null references concours (concoursid) on delete cascade,
    talon_id integer not null references talons (talonid) on delete cascade,
    nom_artiste text,
    music_url text not null check (btrim(music_url) <> ''),
    description text not null default '',
    date_soumission timestamptz not null default now(),
    unique (soumissionid, concours_id)
  )`,
  `create index soumissions_concours_idx on soumissions (concours_id, date_soumission desc)`,
  `create index soumissions_talon_idx on soumissions (talon_id)`,
  // A premium vote exists only once its payment is confirmed by the provider.
  `create table payments (
    id integer generated always as identity primary key,
    provider text not null,
    provider_session_id text not null,
    status text not null default 'pending' check (status in ('pending', 'paid', 'failed', 'expired', 'refunded')),
    amount_cents integer not null check (amount_cents > 0),
    currency text not null default 'eur',
    user_id integer references users (userid) on delete set null,
    soumission_id integer references soumissions (soumissionid) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (provider, provider_session_id)
  )`,
  `create index payments_user_idx on payments (user_id)`,
  `create index payments_soumission_idx on payments (soumission_id)`,
  `create index payments_status_idx on payments (status, created_at)`,
  // concours_id is copied from the submission (the composite key keeps it consistent) so that the
  // partial unique index below can say: one free vote per user per contest per Paris day.
  // vote_day is computed by the database from created_at, never by the client.
  `create table votes (
    id integer generated always as identity primary key,
    soumission_id integer not null,
    concours_id integer not null,
    user_id integer not null references users (userid) on delete cascade,
    type_vote text not null check (type_vote in ('gratuit', 'premium')),
    payment_id integer unique references payments (id) on delete restrict,
    created_at timestamptz not null default now(),
    vote_day date generated always as ((created_at at time zone 'Europe/Paris')::date) stored,
    foreign key (soumission_id, concours_id) references soumissions (soumissionid, concours_id) on delete cascade,
    check ((type_vote = 'premium') = (payment_id is not null))
  )`,
  `create unique index votes_one_free_vote_per_day on votes (user_id, concours_id, vote_day) where type_vote = 'gratuit'`,
  `create index votes_soumission_idx on votes (soumission_id, concours_id, type_vote)`,
  `create index votes_user_idx on votes (user_id)`,
  `create index votes_concours_idx on votes (concours_id)`,
  // The /inscription-concours form, stored for the logged-in talent (the artist profile).
  `create table contest_registrations (
    id integer generated always as identity primary key,
    talon_id integer not null references talons (talonid) on delete cascade,
    concours_id integer references concours (concoursid) on delete set null,
    name text not null,
    email text not null,
    phone text not null,
    category text not null check (category in ('pop', 'rock', 'rap', 'rb', 'electronic', 'other')),
    description text not null,
    media_url text not null,
    photo_url text not null,
    song_url text not null,
    song_title text not null,
    created_at timestamptz not null default now()
  )`,
  `create index contest_registrations_talon_idx on contest_registrations (talon_id, created_at desc)`,
  `create index contest_registrations_concours_idx on contest_registrations (concours_id)`,
];

export const contestsDown = [
  'drop table if exists contest_registrations',
  'drop table if exists votes',
  'drop table if exists payments',
  'drop table if exists soumissions',
  'drop table if exists concours',
];
