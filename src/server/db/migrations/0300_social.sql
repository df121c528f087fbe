-- Friendships, posts (with likes and comments) and stored media.

-- One row per pair of users, whoever asked first. The pair index makes a second request in
-- either direction impossible, so "no duplicate requests" holds even under a race.
create table friendships (
  id integer generated always as identity primary key,
  requester_id integer not null references users(id) on delete cascade,
  addressee_id integer not null references users(id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined')),
  created_at timestamptz not null default now(),
  responded_at timestamptz,
  check (requester_id <> addressee_id)
);
create unique index friendships_pair_key on friendships (least(requester_id, addressee_id), greatest(requester_id, addressee_id));
create index friendships_requester on friendships (requester_id, status);
create index friendships_addressee on friendships (addressee_id, status);

-- Uploaded images after re-encoding. Bytes live here (default storage) or elsewhere
-- (disk, object storage) when `bytes` is null; the key is random and never reused.
create table media (
  key text primary key,
  content_type text not null,
  byte_size integer not null,
  width integer not null,
  height integer not null,
  owner_id integer references users(id) on delete set null,
  bytes bytea,
  created_at timestamptz not null default now()
);

create table posts (
  id integer generated always as identity primary key,
  user_id integer not null references users(id) on delete cascade,
  content text not null,
  sport text,
  team_id integer references teams(id) on delete set null,
  image_url text,
  media_key text references media(key) on delete set null,
  like_count integer not null default 0 check (like_count >= 0),
  comment_count integer not null default 0 check (comment_count >= 0),
  created_at timestamptz not null default now()
);
-- Keyset pagination of the feed (all sports, one sport) and of one user's posts.
create index posts_feed on posts (created_at desc, id desc);
create index posts_sport_feed on posts (sport, created_at desc, id desc);
create index posts_user_feed on posts (user_id, created_at desc, id desc);

create table post_likes (
  post_id integer not null references posts(id) on delete cascade,
  user_id integer not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (post_id, user_id)
);
create index post_likes_user on post_likes (user_id);

create table post_comments (
  id integer generated always as identity primary key,
  post_id integer not null references posts(id) on delete cascade,
  user_id integer not null references users(id) on delete cascade,
  content text not null,
  created_at timestamptz not null default now()
);
create index post_comments_post on post_comments (post_id, created_at desc, id desc);
create index post_comments_user on post_comments (user_id);
