-- Languages and time zones (docs/decisions/0980-languages-and-time-zones.md).
--
-- users.locale: the language the user chose, null when they never chose (the browser's is used).
-- users.time_zone: the user's IANA zone (from the browser at registration), null when unknown.
-- Both are checked by the API (zod, against the runtime's zone data); the check here keeps any
-- other writer to the three languages.
alter table users add column locale text check (locale in ('en', 'es', 'fr'));
alter table users add column time_zone text;

-- events.time_zone: the venue's IANA zone; event_date stays the instant (timestamptz). Existing
-- events get their creator's zone when one is known, else UTC (no user has a zone before this
-- migration, so today that is UTC: the instant is unchanged, only the venue clock is unknown).
-- New rows always name one (the API uses the creator's zone when the client sends none); the
-- default serves writers that predate the column, such as the demo seed.
alter table events add column time_zone text;
update events e set time_zone = u.time_zone from users u where u.id = e.creator_id and u.time_zone is not null;
update events set time_zone = 'UTC' where time_zone is null;
alter table events alter column time_zone set default 'UTC';
alter table events alter column time_zone set not null;
