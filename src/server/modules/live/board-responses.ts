import { gameListSchema, type Game } from "@shared/schemas/live";
import { EncodedJson } from "../../lib/encoded-response";
import type { LiveService } from "./live.service";

/**
 * The encoded views of the live board (all games, one league, ...), each made once per board
 * version. Views are few and fixed (the routes' keys come from validated params), so the map
 * stays small; a new version drops them all.
 */
export class BoardResponses {
  private version = -1;
  private readonly views = new Map<string, EncodedJson>();

  constructor(private readonly live: Pick<LiveService, "list" | "version">) {}

  get(key: string, select: (games: Game[]) => Game[]): EncodedJson {
    if (this.version !== this.live.version) {
      this.views.clear();
      this.version = this.live.version;
    }
    let view = this.views.get(key);
    if (!view) {
      // Through the response schema once per version, as the route's serialiser would per request.
      view = EncodedJson.of(gameListSchema.encode(select(this.live.list())));
      this.views.set(key, view);
    }
    return view;
  }
}
