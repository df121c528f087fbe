-- Alerts per team, per game and per moment, quiet hours and the fan's own delay (issue 37), and
-- the deliveries that wait for that delay.

-- One row per fan who changed anything; absent: no quiet hours, no delay.
create table alert_settings (
  user_id integer primary key references users(id) on delete cascade,
  -- "HH:MM" in the fan's own time zone (users.time_zone); both or neither.
  quiet_start text check (quiet_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  quiet_end text check (quiet_end ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  -- How far behind the broadcast the fan watches: every live surface and alert follows it.
  delay_seconds integer not null default 0 check (delay_seconds between 0 and 300),
  updated_at timestamptz not null default now(),
  check ((quiet_start is null) = (quiet_end is null))
);

-- A team's set of kinds once the fan changed it (a favourite without a row has the default set;
-- an empty set is "nothing for this team").
create table team_alerts (
  user_id integer not null references users(id) on delete cascade,
  team_id integer not null references teams(id) on delete cascade,
  kinds text[] not null,
  primary key (user_id, team_id)
);
-- A moment's fan-out: the fans who set kinds for one of the game's teams.
create index team_alerts_team on team_alerts (team_id, user_id);

-- A game's set of kinds (the bell on a game); it replaces its teams' sets for that game.
-- Not a foreign key: a game of the schedule can be set before the recorder stores its row.
create table game_alerts (
  user_id integer not null references users(id) on delete cascade,
  game_id text not null,
  kinds text[] not null,
  created_at timestamptz not null default now(),
  primary key (user_id, game_id)
);
create index game_alerts_game on game_alerts (game_id, user_id);

-- A moment waiting for the fan's stream to reach it (docs/decisions/1400-alerts.md): any
-- instance's sweeper takes the due rows (skip locked) and delivers them once.
create table alert_deliveries (
  id bigint generated always as identity primary key,
  user_id integer not null references users(id) on delete cascade,
  game_id text not null,
  due_at timestamptz not null,
  -- The moment as it was: kind, whether the fan asked for it, the game's state and its text.
  moment jsonb not null
);
create index alert_deliveries_due on alert_deliveries (due_at, id);
