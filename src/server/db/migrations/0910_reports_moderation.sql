-- Reports by fans, administrators' decisions on them, suspensions and the audit trail.
--
-- Account deletion: every foreign key to users says what happens to these rows, so deleting a
-- user needs nothing here. A deleted reporter's reports stay (the content still needs a
-- decision) without the reporter; reports about a deleted user go with their content; audit
-- rows and decisions keep what was done but no longer name a deleted administrator or user.

create table reports (
  id integer generated always as identity primary key,
  reporter_id integer references users(id) on delete set null,
  subject_kind text not null check (subject_kind in ('post', 'comment', 'user', 'community', 'event')),
  subject_id integer not null,
  -- Who the subject belongs to (the author, the user, the creator): what a suspension targets.
  subject_user_id integer not null references users(id) on delete cascade,
  reason text not null check (reason in ('spam', 'harassment', 'hate', 'violence', 'other')),
  details text,
  status text not null default 'open' check (status in ('open', 'dismissed', 'removed', 'suspended')),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolved_by integer references users(id) on delete set null
);
-- One open report per reporter and subject (a second one answers 409).
create unique index reports_one_open on reports (reporter_id, subject_kind, subject_id) where status = 'open';
-- The admin queue: open reports grouped by subject, oldest first.
create index reports_open_subject on reports (subject_kind, subject_id, id) where status = 'open';
create index reports_subject_user on reports (subject_user_id);
create index reports_resolved_by on reports (resolved_by) where resolved_by is not null;

-- A user who may not sign in until `until` (null: for good). One row per user; unsuspending deletes it.
create table user_suspensions (
  user_id integer primary key references users(id) on delete cascade,
  until timestamptz,
  reason text not null,
  suspended_by integer references users(id) on delete set null,
  created_at timestamptz not null default now()
);
create index user_suspensions_by on user_suspensions (suspended_by) where suspended_by is not null;

-- Every administrator action: who, what, on which subject, when and the details.
create table moderation_audit (
  id integer generated always as identity primary key,
  admin_id integer references users(id) on delete set null,
  action text not null check (action in ('dismiss', 'remove', 'suspend', 'unsuspend')),
  subject_kind text not null check (subject_kind in ('post', 'comment', 'user', 'community', 'event')),
  -- The post, comment, community or event; null for a user subject (target_user_id names it).
  subject_id integer,
  target_user_id integer references users(id) on delete set null,
  report_id integer references reports(id) on delete set null,
  details jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index moderation_audit_admin on moderation_audit (admin_id) where admin_id is not null;
create index moderation_audit_target on moderation_audit (target_user_id) where target_user_id is not null;
create index moderation_audit_report on moderation_audit (report_id) where report_id is not null;
