// Part of the 2026-11-21 initial schema: what the station publishes.
// Image and audio columns hold file names served under the spec's public paths.

export const contentUp = [
  `create table hero_images (
    id integer generated always as identity primary key,
    title text not null check (btrim(title) <> ''),
    description text,
    image_filename text not null,
    display_order integer not null check (display_order >= 1),
    created_at timestamptz not null default now()
  )`,
  `create index hero_images_display_order_idx on hero_images (display_order)`,
  `create table tv_streams (
    id integer generated always as identity primary key,
    title text not null,
    description text,
    stream_type text not null default 'dailymotion',
    stream_url text not null,
    poster_url text,
    is_live boolean not null default false,
    updated_at timestamptz not null default now()
  )`,
  `create index tv_streams_updated_at_idx on tv_streams (updated_at desc)`,
  `create table about_images (
    id integer generated always as identity primary key,
    image_key text not null unique,
    image_filename text not null,
    alt_text text,
    updated_at timestamptz not null default now()
  )`,
  // A placeholder presenter is hidden by a flag, not by a hard-coded id.
  `create table animateurs (
    animateurid integer generated always as identity primary key,
    nom text not null,
    prenom text not null,
    categorie text not null default '',
    description text not null default '',
    fb_url text,
    insta_url text,
    tiktok_url text,
    img_url text,
    role text not null default 'DJ' check (role in ('animateur', 'DJ')),
    hidden boolean not null default false,
    created_at timestamptz not null default now()
  )`,
  `create index animateurs_visible_role_idx on animateurs (role) where not hidden`,
  // mp3_url is the primary recording; emission_audio_files holds the extra replays.
  `create table emissions (
    id integer generated always as identity primary key,
    title text not null check (btrim(title) <> ''),
    description text not null default '',
    img_url text,
    mp3_url text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index emissions_created_at_idx on emissions (created_at desc)`,
  // An emission cannot end the day after it starts, so the end is strictly after the start.
  `create table emission_broadcast_dates (
    id integer generated always as identity primary key,
    emission_id integer not null references emissions (id) on delete cascade,
    broadcast_date date not null,
    broadcast_time time,
    heure_fin time,
    check (heure_fin is null or broadcast_time is null or heure_fin > broadcast_time)
  )`,
  `create index emission_broadcast_dates_emission_idx on emission_broadcast_dates (emission_id, broadcast_date, broadcast_time)`,
  `create index emission_broadcast_dates_date_idx on emission_broadcast_dates (broadcast_date, broadcast_time)`,
  `create table emission_animateurs (
    emission_id integer not null references emissions (id) on delete cascade,
    animateur_id integer not null references animateurs (animateurid) on delete cascade,
    primary key (emission_id, animateur_id)
  )`,
  `create index emission_animateurs_animateur_idx on emission_animateurs (animateur_id)`,
  // Uploads get random names, so title and date are stored, not parsed from the name.
  `create table emission_audio_files (
    id integer generated always as identity primary key,
    emission_id integer not null references emissions (id) on delete cascade,
    audio_filename text not null,
    title text not null,
    broadcast_date date,
    created_at timestamptz not null default now()
  )`,
  `create index emission_audio_files_emission_idx on emission_audio_files (emission_id, broadcast_date)`,
  // Weekly slots (days) or a one-off (specific_date); end strictly after
  // start, a show crossing midnight is two programmes.
  `create table programmes (
    id integer generated always as identity primary key,
    title text not null,
    description text,
    host text,
    type text not null default 'music',
    start_time time not null,
    end_time time not null,
    days text[] not null default '{}'
      check (days <@ array['Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday']),
    specific_date date,
    img_url text,
    animateur_id integer references animateurs (animateurid) on delete set null,
    emission_id integer references emissions (id) on delete set null,
    created_at timestamptz not null default now(),
    check (end_time > start_time),
    check (specific_date is not null or cardinality(days) > 0)
  )`,
  `create index programmes_start_time_idx on programmes (start_time)`,
  `create index programmes_specific_date_idx on programmes (specific_date)`,
  `create index programmes_animateur_idx on programmes (animateur_id)`,
  `create index programmes_emission_idx on programmes (emission_id)`,
  // Real figures only; listeners are counted by the listen endpoint, never below 0.
  `create table mixes (
    mixid integer generated always as identity primary key,
    titre text not null check (btrim(titre) <> ''),
    description text not null default '',
    categorie text not null,
    animateur_id integer references animateurs (animateurid) on delete set null,
    mp3_url text not null,
    img_url text,
    total_listens integer not null default 0 check (total_listens >= 0),
    current_listeners integer not null default 0 check (current_listeners >= 0),
    created_at timestamptz not null default now()
  )`,
  `create index mixes_created_at_idx on mixes (created_at desc)`,
  `create index mixes_categorie_idx on mixes (categorie, created_at desc)`,
  `create index mixes_animateur_idx on mixes (animateur_id)`,
  `create table actualites (
    actualiteid integer generated always as identity primary key,
    title text not null check (btrim(title) <> ''),
    img_url text,
    categorie text not null,
    date date not null default current_date,
    hoster_name text,
    description text not null,
    content text,
    podcast_url text,
    created_at timestamptz not null default now()
  )`,
  `create index actualites_date_idx on actualites (date desc, actualiteid desc)`,
];

export const contentDown = [
  'drop table if exists actualites',
  'drop table if exists mixes',
  'drop table if exists programmes',
  'drop table if exists emission_audio_files',
  'drop table if exists emission_animateurs',
  'drop table if exists emission_broadcast_dates',
  'drop table if exists emissions',
  'drop table if exists animateurs',
  'drop table if exists about_images',
  'drop table if exists tv_streams',
  'drop table if exists hero_images',
];
