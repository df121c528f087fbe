-- Events of private communities are for members only: mark the existing ones non-public too,
-- so what the rows say matches what the visibility rule enforces.
update events set is_public = false
where is_public and community_id in (select id from communities where is_private);
