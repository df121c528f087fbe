-- Following a player (issue 37): their goals, touchdowns and home runs reach the fan through the
-- game's one notification. The name and team are kept as the player page showed them when the
-- fan followed, so the settings can list them without asking the provider again.
create table player_alerts (
  user_id integer not null references users(id) on delete cascade,
  -- `sim-…` for the simulator's squads, ESPN's athlete id otherwise (not a foreign key: players
  -- are the provider's, not stored).
  player_id text not null,
  name text not null,
  team_id integer,
  created_at timestamptz not null default now(),
  primary key (user_id, player_id)
);
-- A goal's fan-out: the fans who follow its scorer.
create index player_alerts_player on player_alerts (player_id, user_id);
