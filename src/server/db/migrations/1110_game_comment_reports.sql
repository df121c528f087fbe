-- Security review, finding 3: match thread comments can be reported and removed by a moderator
-- like post comments.

-- A moderator's removal: the comment stays for its author, marked, and is hidden from everyone else.
alter table game_comments add column removed_at timestamptz;

-- 'game_comment' is a subject of reports and of the audit trail. The constraints are the ones
-- 0910 declared inline (PostgreSQL names them <table>_<column>_check); a missing one fails here.
alter table reports drop constraint reports_subject_kind_check;
alter table reports add constraint reports_subject_kind_check
  check (subject_kind in ('post', 'comment', 'game_comment', 'user', 'community', 'event'));
alter table moderation_audit drop constraint moderation_audit_subject_kind_check;
alter table moderation_audit add constraint moderation_audit_subject_kind_check
  check (subject_kind in ('post', 'comment', 'game_comment', 'user', 'community', 'event'));
