-- Communities with their members and join requests; viewing events with their RSVPs.
-- Counters (member_count, current_attendees) are kept in the same transaction as the rows they count.

create table communities (
  id integer generated always as identity primary key,
  name text not null,
  description text,
  sport text not null,
  team_id integer references teams(id) on delete set null,
  is_private boolean not null default false,
  creator_id integer not null references users(id) on delete cascade,
  member_count integer not null default 0 check (member_count >= 0),
  created_at timestamptz not null default now()
);
-- One community per name, whatever the case.
create unique index communities_name_key on communities (lower(name));
-- Discover list: newest first (primary key), per sport, and name search ("contains").
create index communities_sport_id on communities (sport, id desc);
create index communities_name_trgm on communities using gin (lower(name) gin_trgm_ops);
create index communities_creator on communities (creator_id);

-- status 'member' counts towards member_count; 'pending' is a join request to a private community.
create table community_members (
  id integer generated always as identity,
  community_id integer not null references communities(id) on delete cascade,
  user_id integer not null references users(id) on delete cascade,
  status text not null check (status in ('member', 'pending')),
  created_at timestamptz not null default now(),
  primary key (community_id, user_id)
);
-- "Communities of a user" and the members / requests of one community, in join order.
create index community_members_user on community_members (user_id, status, community_id desc);
create index community_members_by_status on community_members (community_id, status, id);

create table events (
  id integer generated always as identity primary key,
  title text not null,
  description text,
  sport text not null,
  location text not null,
  event_date timestamptz not null,
  max_attendees integer check (max_attendees is null or max_attendees >= 1),
  community_id integer references communities(id) on delete set null,
  is_public boolean not null default true,
  creator_id integer not null references users(id) on delete cascade,
  current_attendees integer not null default 0 check (current_attendees >= 0),
  -- Watch party: id of a game in the live-scores catalogue (not a foreign key: games are not stored).
  game_id text,
  created_at timestamptz not null default now()
);
-- Upcoming (soonest first) and past (latest first) lists, overall, per sport and per community.
create index events_date on events (event_date, id);
create index events_sport_date on events (sport, event_date, id);
create index events_community_date on events (community_id, event_date, id) where community_id is not null;
create index events_title_trgm on events using gin (lower(title) gin_trgm_ops);
create index events_creator on events (creator_id);

create table event_rsvps (
  id integer generated always as identity,
  event_id integer not null references events(id) on delete cascade,
  user_id integer not null references users(id) on delete cascade,
  status text not null check (status in ('going', 'maybe', 'not_going')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (event_id, user_id)
);
-- "Events of a user" and the attendees of one event in RSVP order.
create index event_rsvps_user on event_rsvps (user_id, status, event_id);
create index event_rsvps_going on event_rsvps (event_id, id) where status = 'going';
