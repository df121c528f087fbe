import { z } from "zod";
import { SEARCH_GROUP_MAX, SEARCH_QUERY_MAX } from "../limits";
import { cleanString } from "./common";
import { communitySchema } from "./communities";
import { eventSchema } from "./events";
import { userSearchHitSchema } from "./friends";
import { teamSchema } from "./teams";

export const SEARCH_QUERY_REQUIRED = "Type something to search for";

/** GET /api/search?q=: what the header's field and the /search page send. */
export const searchQuerySchema = z.object({
  q: cleanString({ error: SEARCH_QUERY_REQUIRED })
    .trim()
    .min(1, SEARCH_QUERY_REQUIRED)
    .max(SEARCH_QUERY_MAX, `Search text must be at most ${SEARCH_QUERY_MAX} characters`),
  /** Hits per group (at most SEARCH_GROUP_MAX). */
  limit: z.coerce.number().int().min(1).max(SEARCH_GROUP_MAX).default(SEARCH_GROUP_MAX),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * The hits, in groups, each at most `limit` long and only what the viewer may see: people not
 * blocked either way, private communities only to their members, events by their visibility.
 */
export const searchResultsSchema = z.object({
  q: z.string(),
  teams: z.array(teamSchema),
  people: z.array(userSearchHitSchema),
  communities: z.array(communitySchema),
  events: z.array(eventSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
