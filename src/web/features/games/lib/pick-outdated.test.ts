import { describe, expect, it } from "vitest";
import type { GameUpdate, PredictionState } from "@shared/schemas/games";
import { pickOutdated } from "./pick-outdated";

const pick = (state: PredictionState["state"]) => ({ state }) as PredictionState;
const update = (gameStatus: GameUpdate["gameStatus"], kind: "start" | "score" | "final" | null) =>
  ({ gameStatus, latestEntry: kind ? { kind } : null }) as GameUpdate;

describe("pickOutdated", () => {
  it("an open pick is outdated once the game is no longer upcoming, whatever the newest entry", () => {
    expect(pickOutdated(pick("open"), update("upcoming", null))).toBe(false);
    expect(pickOutdated(pick("open"), update("live", "start"))).toBe(true);
    // kick-off and a first score recorded together: only the score is pushed
    expect(pickOutdated(pick("open"), update("live", "score"))).toBe(true);
    expect(pickOutdated(pick("open"), update("other", null))).toBe(true);
  });

  it("a locked pick waits for the final (or a postponement); a scored one never changes", () => {
    expect(pickOutdated(pick("locked"), update("live", "score"))).toBe(false);
    expect(pickOutdated(pick("locked"), update("final", "final"))).toBe(true);
    expect(pickOutdated(pick("locked"), update("other", null))).toBe(true);
    expect(pickOutdated(pick("scored"), update("final", "final"))).toBe(false);
    expect(pickOutdated(undefined, update("live", "start"))).toBe(false);
  });
});
