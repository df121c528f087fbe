import { describe, expect, it } from "vitest";
import type { GameUpdate, PredictionState } from "@shared/schemas/games";
import { pickOutdated } from "./pick-outdated";

const pick = (state: PredictionState["state"]) => ({ state }) as PredictionState;
const update = (gameStatus: GameUpdate["gameStatus"]) => ({ gameStatus, entries: [] }) as unknown as GameUpdate;

describe("pickOutdated", () => {
  it("an open pick is outdated once the game is no longer upcoming", () => {
    expect(pickOutdated(pick("open"), update("upcoming"))).toBe(false);
    expect(pickOutdated(pick("open"), update("live"))).toBe(true);
    expect(pickOutdated(pick("open"), update("final"))).toBe(true);
    expect(pickOutdated(pick("open"), update("other"))).toBe(true);
  });

  it("a locked pick waits for the final (or a postponement); a scored one never changes", () => {
    expect(pickOutdated(pick("locked"), update("live"))).toBe(false);
    expect(pickOutdated(pick("locked"), update("final"))).toBe(true);
    expect(pickOutdated(pick("locked"), update("other"))).toBe(true);
    expect(pickOutdated(pick("scored"), update("final"))).toBe(false);
    expect(pickOutdated(undefined, update("live"))).toBe(false);
  });
});
