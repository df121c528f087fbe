import type { GameSheet } from "@shared/schemas/game-sheet";
import type { SheetChange } from "@shared/schemas/games";
import type { Game } from "@shared/schemas/live";
import { sheetChange, sheetOf, type SheetDeps } from "./game-sheets.service";

/** Sheets kept to diff against (the games being watched); past this the oldest are dropped. */
const MAX_KEPT = 2_000;

/**
 * The live push of game sheets (issue #35), on every instance for its own sockets: each board
 * change of a game being played (or just finished) that a socket here follows the sheet of
 * (not shielded) reads the sheet as the new card stands, diffs it with the last one pushed and
 * hands on what changed, as soon as the board moves. Games nobody watches cost nothing (no
 * provider read: ESPN's summaries are fetched only for games someone has open). A page that
 * subscribes gets the changes after its `subscribed` acknowledgement (`follow` reads the sheet
 * the next push is diffed with, when this instance has none yet); one that read the game before
 * the acknowledgement reads it again to be sure to miss nothing.
 */
export class SheetPusher {
  private readonly last = new Map<string, GameSheet>();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: Pick<SheetDeps, "provider" | "log">,
    /** The ids of the games whose sheet a socket of this instance follows. */
    private readonly watched: () => ReadonlySet<string>,
    private readonly send: (game: Game, change: SheetChange) => void,
  ) {}

  /** Called with the board's changed games (synchronously: the work is chained, in order). */
  onChanges(games: Game[]) {
    if (!this.deps.provider.sheet) return;
    const watched = this.watched();
    for (const id of this.last.keys()) if (!watched.has(id)) this.last.delete(id);
    const moving = games.filter(
      (g) => watched.has(g.id) && (g.gameStatus === "live" || (g.gameStatus === "final" && this.last.has(g.id))),
    );
    if (!moving.length) return;
    this.queue = this.queue.then(() => this.push(moving)).catch(() => undefined);
  }

  /** A socket here now follows `game`'s sheet: the sheet as it stands is what the next push is diffed with. */
  follow(game: Game): Promise<void> {
    if (!this.deps.provider.sheet || this.last.has(game.id)) return Promise.resolve();
    this.queue = this.queue
      .then(async () => {
        if (!this.last.has(game.id)) this.last.set(game.id, await sheetOf(this.deps, game));
      })
      .catch(() => undefined);
    return this.queue;
  }

  /** Resolves once every change handed in so far is pushed (tests). */
  idle(): Promise<void> {
    return this.queue;
  }

  private async push(games: Game[]) {
    for (const game of games) {
      const next = await sheetOf(this.deps, game);
      const change = sheetChange(this.last.get(game.id), next);
      this.last.delete(game.id);
      if (game.gameStatus !== "final") this.last.set(game.id, next);
      if (this.last.size > MAX_KEPT) this.last.delete(this.last.keys().next().value!);
      if (change) this.send(game, change);
    }
  }
}
