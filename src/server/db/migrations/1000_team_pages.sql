-- Team pages (issue #24): a team's communities, and the versions of games in team calendars.

-- A team's page lists its largest communities.
create index communities_team on communities (team_id, member_count desc, id desc) where team_id is not null;

-- What a team calendar last said about each game: its start and whether it is still on. When
-- either changes (a reschedule, a postponement) the game's SEQUENCE goes up by one, so calendar
-- apps replace the event they hold (RFC 5545 §3.8.7.4).
create table calendar_game_versions (
  game_id text primary key,
  starts_at timestamptz not null,
  state text not null check (state in ('confirmed', 'cancelled')),
  sequence integer not null default 0,
  updated_at timestamptz not null default now()
);
