-- Search (issue: "atletico" finds "Atlético"): one folding of text that PostgreSQL and the
-- embedded database both run (no unaccent extension there), and trigram indexes on the folded
-- names so "contains" searches stay index scans. The letters are those of src/shared/search-fold.ts
-- (search-fold.api.test.ts checks that both fold alike).
create function search_fold(value text) returns text
  language sql immutable strict parallel safe
  as $$ select translate(lower(value),
    'áàâäãåāăąçćĉċčďđéèêëēĕėęěĝğġģĥħíìîïĩīĭįıĵķĺļľŀłñńņňòóôöõøōŏőŕŗřśŝşšţťŧúùûüũūŭůűųŵýÿŷźżžÁÀÂÄÃÅĀĂĄÇĆĈĊČĎĐÉÈÊËĒĔĖĘĚĜĞĠĢĤĦÍÌÎÏĨĪĬĮİĴĶĹĻĽĿŁÑŃŅŇÒÓÔÖÕØŌŎŐŔŖŘŚŜŞŠŢŤŦÚÙÛÜŨŪŬŮŰŲŴÝŸŶŹŻŽ',
    'aaaaaaaaacccccddeeeeeeeeegggghhiiiiiiiiijklllllnnnnooooooooorrrsssstttuuuuuuuuuuwyyyzzzaaaaaaaaacccccddeeeeeeeeegggghhiiiiiiiiijklllllnnnnooooooooorrrsssstttuuuuuuuuuuwyyyzzz') $$;

create index users_search_fold_trgm on users
  using gin (search_fold(first_name || ' ' || last_name || ' ' || username::text) gin_trgm_ops);
create index communities_name_fold_trgm on communities using gin (search_fold(name) gin_trgm_ops);
create index events_title_fold_trgm on events using gin (search_fold(title) gin_trgm_ops);
