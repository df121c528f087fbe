-- The game centre: games as the scores provider reported them, their timeline, the match
-- thread and pick'em predictions. Written by the leader instance from the live board.

-- The last state of each game the provider reported (the score card as JSON), kept after the
-- game leaves the live board. Ids are the provider's (simulator ids are stable per seed).
create table games (
  id text primary key,
  league text not null,
  sport text not null,
  status text not null check (status in ('live', 'final', 'upcoming', 'other')),
  game_time timestamptz,
  state jsonb not null,
  -- When the predictions on this game were scored (set once, at the final).
  scored_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index games_time on games (game_time);

-- Every change the leader saw: start, period, score, final, postponed. The dedupe key (for
-- example "score:3-2") makes a change recorded twice (two leaders during a hand-over, a
-- restart replaying the day) one row.
create table game_timeline (
  id bigint generated always as identity primary key,
  game_id text not null references games(id) on delete cascade,
  at timestamptz not null,
  kind text not null check (kind in ('start', 'period', 'score', 'final', 'postponed')),
  period integer,
  clock text,
  home_score integer,
  away_score integer,
  text text not null,
  dedupe_key text not null,
  unique (game_id, dedupe_key)
);
create index game_timeline_order on game_timeline (game_id, at, id);

create table game_comments (
  id integer generated always as identity primary key,
  game_id text not null references games(id) on delete cascade,
  user_id integer not null references users(id) on delete cascade,
  content text not null,
  created_at timestamptz not null default now()
);
-- The thread newest first, one page at a time.
create index game_comments_thread on game_comments (game_id, created_at desc, id desc);
create index game_comments_user on game_comments (user_id);

-- One prediction per user and game, changeable until kick-off. points/exact/scored_at are set
-- once by the scoring at the final (only rows still unscored are updated).
create table game_predictions (
  game_id text not null references games(id) on delete cascade,
  user_id integer not null references users(id) on delete cascade,
  winner text not null check (winner in ('home', 'away', 'draw')),
  home_score integer check (home_score is null or home_score >= 0),
  away_score integer check (away_score is null or away_score >= 0),
  points integer,
  exact boolean,
  scored_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (game_id, user_id),
  check ((home_score is null) = (away_score is null))
);
-- Leaderboards: a user's scored predictions in a period.
create index game_predictions_user_scored on game_predictions (user_id, scored_at) where scored_at is not null;

-- Watch parties of one game (events.game_id has no foreign key: a party may be planned for a
-- game before it is stored).
create index events_game on events (game_id, event_date, id) where game_id is not null;
