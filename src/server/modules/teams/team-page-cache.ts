import type { FastifyInstance, FastifyReply } from "fastify";
import { EncodedJson } from "../../lib/encoded-response";
import type { ReadCache } from "../../lib/read-cache";
import { findCatalogueTeam, isFavoriteOf, teamDetail, teamGameLookup } from "./team-pages.service";

// A viewer's team page, serialised and compressed once (as the upcoming events' pages, see
// docs/decisions/0630-read-caches.md), kept in the team pages' read cache: every domain event
// that changes what the page reads drops it with the rest. What changes without one is checked on
// every read, and the page made again when it moved:
//   - the season (record, table, last and next games) changes with the season's snapshot;
//   - a watch party leaves the page when it starts;
//   - a watch party shows its game as the live board has it (the score moves during the game):
//     the page holds each game exactly as it was shown and is kept only while they are the same;
//   - the favourite flag comes from the viewer's cached account, dropped by its own message
//     (which may arrive after this cache's: a page made in between would keep the old flag).

interface KeptPage {
  encoded: EncodedJson;
  snapshotAt: number;
  /** The instant the soonest watch party shown starts. */
  until: number;
  /** Each watch party's game as the page shows it (JSON of the lookup), by game id. */
  games: Map<string, string>;
  isFavorite: boolean;
}

async function stillRight(page: KeptPage, app: FastifyInstance, viewerId: number, teamId: number) {
  if (page.snapshotAt !== app.seasons.snapshotAt() || Date.now() >= page.until) return false;
  const lookup = teamGameLookup(app);
  for (const [id, shown] of page.games) if (JSON.stringify(lookup(id) ?? null) !== shown) return false;
  return (await isFavoriteOf(app, viewerId, teamId)) === page.isFavorite;
}

/** GET /api/teams/:id for one viewer: the kept page while it is still right, else a new one. */
export async function keptTeamPage(
  app: FastifyInstance,
  cache: ReadCache,
  reply: FastifyReply,
  viewerId: number,
  id: number,
): Promise<EncodedJson> {
  const team = findCatalogueTeam(id);
  const key = `page:${viewerId}:${team.id}`;
  const load = async (): Promise<KeptPage> => {
    // Read before the page is made: a snapshot that turns meanwhile makes the next read remake it.
    const snapshotAt = app.seasons.snapshotAt();
    const games = new Map<string, string>();
    const recorded = (gid: string) => {
      const game = teamGameLookup(app)(gid);
      games.set(gid, JSON.stringify(game ?? null));
      return game;
    };
    const detail = await teamDetail(app, cache, viewerId, team.id, recorded);
    return {
      encoded: new EncodedJson(Buffer.from(reply.serialize(detail) as string)),
      snapshotAt,
      until: Math.min(Infinity, ...detail.watchParties.map((e) => Date.parse(e.eventDate))),
      games,
      isFavorite: detail.isFavorite,
    };
  };
  let page = await cache.get(key, load);
  if (!(await stillRight(page, app, viewerId, team.id))) {
    cache.forget(key);
    page = await cache.get(key, load);
  }
  return page.encoded;
}
