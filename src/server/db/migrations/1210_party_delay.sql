-- A watch party's delay (issue 37): the host of an event linked to a game sets one delay for it;
-- during the event each fan going sees the game on it, unless their own delay is larger or they
-- stepped out of it.

create table party_delays (
  event_id integer primary key references events(id) on delete cascade,
  delay_seconds integer not null check (delay_seconds between 0 and 300),
  updated_at timestamptz not null default now()
);

-- Fans going to the party who watch on their own delay instead.
create table party_delay_opt_outs (
  event_id integer not null references events(id) on delete cascade,
  user_id integer not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (event_id, user_id)
);
-- A fan's own list when their account is deleted or exported.
create index party_delay_opt_outs_user on party_delay_opt_outs (user_id);
