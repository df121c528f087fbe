-- Editing posts, comments and events; moderator removal; event waitlists; blocking and muting.

-- When the author last changed the text (null: never edited).
alter table posts add column edited_at timestamptz;
alter table post_comments add column edited_at timestamptz;
alter table events add column edited_at timestamptz;
-- Taken down by a moderator: hidden from everyone but the author, who sees it marked as removed.
alter table posts add column removed_at timestamptz;
alter table post_comments add column removed_at timestamptz;

-- 'waitlist': wants to go to a full event; the oldest entry (updated_at, id) moves to 'going'
-- when a place frees up, in the same transaction that frees it.
alter table event_rsvps drop constraint event_rsvps_status_check;
alter table event_rsvps add constraint event_rsvps_status_check
  check (status in ('going', 'maybe', 'not_going', 'waitlist'));
create index event_rsvps_waitlist on event_rsvps (event_id, updated_at, id) where status = 'waitlist';

-- A block hides each user's posts and comments from the other and refuses contact both ways.
create table user_blocks (
  blocker_id integer not null references users(id) on delete cascade,
  blocked_id integer not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  check (blocker_id <> blocked_id)
);
create index user_blocks_blocked on user_blocks (blocked_id);

-- A mute only takes the muted user's posts out of the muter's feed; the muted user is not told.
create table user_mutes (
  muter_id integer not null references users(id) on delete cascade,
  muted_id integer not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (muter_id, muted_id),
  check (muter_id <> muted_id)
);
create index user_mutes_muted on user_mutes (muted_id);
