-- Real accounts (issue #34): verified addresses, address changes that wait for the new address,
-- and an outbox of mails that loses nothing.

-- When the account's address was last proved (a verification link, or a reset link sent to it).
-- Accounts made before this migration start unverified: no address was ever proved.
alter table users add column email_verified_at timestamptz;
-- A new address asked for and not yet verified; `email` keeps the old one until then.
alter table users add column pending_email citext;

-- Single-use links sent by mail other than password resets: the address they prove is kept with
-- them, so a link for an address the account has since given up proves nothing.
create table email_tokens (
  id integer generated always as identity primary key,
  token_hash text not null unique,
  user_id integer not null references users(id) on delete cascade,
  purpose text not null check (purpose in ('verify_email', 'unsubscribe_reminders')),
  email citext not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index email_tokens_user on email_tokens (user_id, purpose);

-- Every mail, stored in the transaction of the action that causes it and delivered by a worker.
-- A row is claimed by one instance at a time (`locked_until`); `dedupe_key` makes a repeated
-- cause (a reminder sweep run twice) store one mail. Bodies are erased once the mail is done:
-- they may hold single-use links.
create table mail_outbox (
  id bigint generated always as identity primary key,
  kind text not null,
  user_id integer references users(id) on delete cascade,
  recipient text not null,
  locale text not null,
  subject text not null,
  text_body text,
  html_body text,
  headers jsonb not null default '{}',
  dedupe_key text unique,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  message_id text not null,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index mail_outbox_due on mail_outbox (next_attempt_at, id) where status = 'pending';
create index mail_outbox_finished on mail_outbox (finished_at) where status <> 'pending';
