-- Accounts, sessions, password resets, the team catalogue and favourite teams.
create extension if not exists citext;
create extension if not exists pg_trgm;

create table users (
  id integer generated always as identity primary key,
  username citext not null,
  email citext not null,
  password_hash text not null,
  first_name text not null,
  last_name text not null,
  location text,
  avatar text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_username_key on users (username);
create unique index users_email_key on users (email);
-- Friend search: case-insensitive "contains" on names and username.
create index users_search_trgm on users
  using gin ((lower(first_name || ' ' || last_name || ' ' || username::text)) gin_trgm_ops);

create table sessions (
  id integer generated always as identity primary key,
  token_hash text not null unique,
  user_id integer not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  user_agent text,
  ip text
);
create index sessions_user_id on sessions (user_id);

create table password_resets (
  id integer generated always as identity primary key,
  token_hash text not null unique,
  user_id integer not null references users(id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index password_resets_user_id on password_resets (user_id);

create table teams (
  id integer primary key,
  name text not null,
  city text not null,
  sport text not null,
  league text not null,
  abbreviation text not null,
  primary_color text not null,
  secondary_color text not null,
  conference text
);
create index teams_league on teams (league);
create index teams_sport on teams (sport);

create table user_favorite_teams (
  user_id integer not null references users(id) on delete cascade,
  team_id integer not null references teams(id) on delete cascade,
  position integer not null default 0,
  primary key (user_id, team_id)
);
create index user_favorite_teams_team on user_favorite_teams (team_id);

-- Small key/value facts about this database (for example, whether demo data was seeded).
create table app_meta (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now()
);
