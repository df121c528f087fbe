-- Notifications (bell and Web Push), per-kind preferences, the spoiler shield and push subscriptions.

create table notifications (
  id integer generated always as identity primary key,
  recipient_id integer not null references users(id) on delete cascade,
  type text not null,
  -- The latest actor (the newest liker of a collapsed like group); null for system notices.
  actor_id integer references users(id) on delete cascade,
  subject_kind text not null check (subject_kind in ('post', 'community', 'event', 'user', 'game')),
  subject_id text not null,
  -- What the sentence needs besides the actor: a title, a comment snippet, a game's teams and score.
  data jsonb not null default '{}',
  -- A collapsed group (likes of one post within an hour): its distinct actors and their number.
  actor_ids integer[] not null default '{}',
  actor_count integer not null default 1,
  -- One row per (recipient, group_key): the open like group of a post, a game's start or final,
  -- an event's reminder. Several instances writing the same key produce one row.
  group_key text,
  group_started_at timestamptz not null default now(),
  -- false when the recipient only wants it pushed: kept for de-duplication, never listed.
  in_app boolean not null default true,
  pushed_at timestamptz,
  created_at timestamptz not null default now(),
  read_at timestamptz
);
create unique index notifications_group on notifications (recipient_id, group_key);
-- The bell: newest first (a collapsed group moves up with each new like), and the unread count.
create index notifications_list on notifications (recipient_id, created_at desc, id desc) where in_app;
create index notifications_unread on notifications (recipient_id) where in_app and read_at is null;
create index notifications_actor on notifications (actor_id) where actor_id is not null;

-- Per kind { inApp, push }; absent kinds (and absent rows) use the defaults.
create table notification_preferences (
  user_id integer primary key references users(id) on delete cascade,
  settings jsonb not null default '{}',
  updated_at timestamptz not null default now()
);

-- "Hide scores" per favourite team.
create table spoiler_shields (
  user_id integer not null references users(id) on delete cascade,
  team_id integer not null references teams(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, team_id)
);

-- Web Push subscriptions (one per browser install); removed when the push service answers 404/410.
create table push_subscriptions (
  id integer generated always as identity primary key,
  user_id integer not null references users(id) on delete cascade,
  endpoint text not null,
  p256dh text not null,
  auth text not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create unique index push_subscriptions_endpoint on push_subscriptions (endpoint);
create index push_subscriptions_user on push_subscriptions (user_id);
