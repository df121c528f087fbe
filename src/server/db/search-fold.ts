import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { fold } from "@shared/search-fold";
import { containsPattern } from "./like-pattern";

/** `value` folded by the database (search_fold: lower case, accents off; migrations/0960_search.sql). */
export const folded = (value: SQLWrapper): SQL => sql`search_fold(${value})`;

/** "`value` contains `query`", case and accents aside (the trigram indexes on search_fold serve it). */
export const foldedContains = (value: SQLWrapper, query: string): SQL =>
  sql`${folded(value)} like ${containsPattern(fold(query))}`;

/** "`value` starts with `query`", case and accents aside: ranks the closer hits first. */
export const foldedStartsWith = (value: SQLWrapper, query: string): SQL =>
  sql`${folded(value)} like ${containsPattern(fold(query)).slice(1)}`;
