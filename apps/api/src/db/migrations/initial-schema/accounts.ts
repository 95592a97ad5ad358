// Part of the 2026-11-21 initial schema: the four account roles and their sessions.
// Frozen with that migration: later changes go in a new dated migration.

const ROLES = `('user', 'talent', 'admin', 'admin_animateur')`;
// Emails are stored trimmed and lowercased, so lookups are plain equality. Hashes only, never passwords.
const email = `email text not null unique check (email = lower(btrim(email)) and email <> '')`;
const passwordHash = `password_hash text not null check (password_hash like '$argon2id$%')`;

export const accountsUp = [
  // One account per email whatever the role. Every role table mirrors its email
  // here through the trigger below, so the primary key rejects an email already used by any role
  // (SQLSTATE 23505 on account_emails_pkey), and login finds the role from the email in one read.
  `create table account_emails (
    email text primary key,
    role text not null check (role in ${ROLES}),
    account_id integer not null,
    unique (role, account_id)
  )`,
  `create function sync_account_email() returns trigger language plpgsql as $$
  declare
    account_role text := TG_ARGV[0];
  begin
    if TG_OP = 'DELETE' then
      delete from account_emails
        where role = account_role and account_id = (to_jsonb(OLD) ->> TG_ARGV[1])::integer;
      return OLD;
    elsif TG_OP = 'INSERT' then
      insert into account_emails (email, role, account_id)
        values (NEW.email, account_role, (to_jsonb(NEW) ->> TG_ARGV[1])::integer);
    elsif NEW.email is distinct from OLD.email then
      update account_emails set email = NEW.email
        where role = account_role and account_id = (to_jsonb(NEW) ->> TG_ARGV[1])::integer;
    end if;
    return NEW;
  end $$`,
  `create table users (
    userid integer generated always as identity primary key,
    nom text not null default '',
    prenom text not null default '',
    ${email},
    ${passwordHash},
    tel text,
    address_location text,
    avatar_url text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create table talons (
    talonid integer generated always as identity primary key,
    nom_artiste text not null check (btrim(nom_artiste) <> ''),
    nom_complet text not null check (btrim(nom_complet) <> ''),
    ${email},
    ${passwordHash},
    telephone text,
    address text,
    genre_musical text,
    biographie text,
    avatar_url text,
    date_inscription timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create table admins (
    adminid integer generated always as identity primary key,
    nom text not null default '',
    ${email},
    ${passwordHash},
    created_at timestamptz not null default now()
  )`,
  `create table admin_animateurs (
    id integer generated always as identity primary key,
    nom text not null,
    prenom text not null,
    ${email},
    ${passwordHash},
    created_at timestamptz not null default now()
  )`,
  ...[
    ['users', 'user', 'userid'],
    ['talons', 'talent', 'talonid'],
    ['admins', 'admin', 'adminid'],
    ['admin_animateurs', 'admin_animateur', 'id'],
  ].map(
    ([table, role, idColumn]) =>
      `create trigger ${table}_account_email after insert or update of email or delete on ${table}
       for each row execute function sync_account_email('${role}', '${idColumn}')`,
  ),
  // Server-side sessions, 1 hour sliding. Only the token's SHA-256 is stored.
  // The foreign key to account_emails ends an account's sessions when the account is deleted.
  `create table sessions (
    id integer generated always as identity primary key,
    token_hash text not null unique,
    account_role text not null check (account_role in ${ROLES}),
    account_id integer not null,
    created_at timestamptz not null default now(),
    last_seen_at timestamptz not null default now(),
    expires_at timestamptz not null,
    foreign key (account_role, account_id) references account_emails (role, account_id) on delete cascade
  )`,
  `create index sessions_account_idx on sessions (account_role, account_id)`,
  `create index sessions_expires_at_idx on sessions (expires_at)`,
];

export const accountsDown = [
  'drop table if exists sessions',
  'drop table if exists admin_animateurs',
  'drop table if exists admins',
  'drop table if exists talons',
  'drop table if exists users',
  'drop function if exists sync_account_email()',
  'drop table if exists account_emails',
];
