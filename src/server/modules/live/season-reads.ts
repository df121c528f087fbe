import type { Game } from "@shared/schemas/live";
import { leagueStandingsSchema, type LeagueStandings } from "@shared/schemas/standings";
import type { League } from "@shared/schemas/teams";
import type { CatalogueTeam } from "../../catalogue/teams";
import { EncodedJson } from "../../lib/encoded-response";
import type { SeasonProvider } from "../../providers/seasons/types";

interface Held<T> {
  at: number;
  value: Promise<T>;
}

export interface StandingsView {
  standings: LeagueStandings;
  /** The response body, serialised and compressed once per snapshot. */
  encoded: EncodedJson;
}

/**
 * The tables and team schedules of the season provider, held per snapshot: every read of one
 * snapshot (a table, a team's record, its schedule) comes from the same computation, so they
 * agree, and each is made once per snapshot however many fans ask. Bounded: one entry per
 * league and per catalogue team. A failed read is not kept (the next one tries again).
 */
export class SeasonReads {
  private readonly tables = new Map<League, Held<StandingsView>>();
  private readonly schedules = new Map<number, Held<Game[]>>();
  private readonly bodies = new Map<string, Held<EncodedJson>>();

  constructor(private readonly provider: SeasonProvider) {}

  /** The snapshot reads answer from now. */
  snapshotAt(): number {
    return this.provider.snapshotAt();
  }

  standings(league: League): Promise<StandingsView> {
    return this.hold(this.tables, league, (at) =>
      this.provider.standings(league, at).then((standings) => ({
        standings,
        encoded: EncodedJson.of(leagueStandingsSchema.encode(standings)),
      })),
    );
  }

  schedule(team: CatalogueTeam): Promise<Game[]> {
    return this.hold(this.schedules, team.id, (at) => this.provider.schedule(team, at));
  }

  /**
   * A response body made from a read, serialised and compressed once per snapshot. Keys name a
   * catalogue team or league (bounded by the catalogue).
   */
  encoded<T>(key: string, read: () => Promise<T>, shape: (value: T) => unknown): Promise<EncodedJson> {
    return this.hold(this.bodies, key, async () => EncodedJson.of(shape(await read())));
  }

  /** A season game the board does not hold (a past final's page), when the provider knows it. */
  findGame(id: string): Game | undefined {
    return this.provider.findGame(id);
  }

  private hold<K, T>(map: Map<K, Held<T>>, key: K, read: (at: number) => Promise<T>): Promise<T> {
    const at = this.provider.snapshotAt();
    const held = map.get(key);
    if (held && held.at === at) return held.value;
    const value = read(at);
    map.set(key, { at, value });
    value.catch(() => {
      if (map.get(key)?.value === value) map.delete(key);
    });
    return value;
  }
}
