import { describe, expect, it } from "vitest";
import type { KeyEvent } from "@shared/schemas/game-sheet";
import type { TimelineEntry } from "@shared/schemas/games";
import { storyItems } from "./story-items";

const entry = (kind: TimelineEntry["kind"], period: number | null, text: string): TimelineEntry => ({
  at: "2026-11-15T20:00:00.000Z",
  kind,
  period,
  clock: null,
  homeScore: null,
  awayScore: null,
  text,
});
const event = (id: string, period: number): KeyEvent => ({
  id,
  kind: "goal",
  period,
  clock: null,
  team: "home",
  players: [],
  homeScore: 1,
  awayScore: 0,
});
const names = (items: ReturnType<typeof storyItems>) =>
  items.map((i) => (i.type === "event" ? i.event.id : i.entry.text));

describe("the game's story on one timeline", () => {
  it("puts the key events between the chapters, by period, and leaves out the recorded score changes", () => {
    const timeline = [
      entry("start", null, "Kick-off"),
      entry("score", 1, "Goal! LAFC"),
      entry("period", 2, "Start of Second half"),
      entry("score", 2, "Goal! Galaxy"),
      entry("final", null, "Final"),
    ];
    expect(names(storyItems(timeline, [event("e1", 1), event("e3", 2), event("e2", 1)]))).toEqual([
      "Kick-off",
      "e1",
      "e2",
      "Start of Second half",
      "e3",
      "Final",
    ]);
  });

  it("is the recorded timeline alone when there are no key events, and ends with events still to place", () => {
    const timeline = [entry("start", null, "Tip-off"), entry("score", 1, "Score update")];
    expect(names(storyItems(timeline, []))).toEqual(["Tip-off", "Score update"]);
    expect(names(storyItems([entry("start", null, "Kick-off")], [event("e1", 1)]))).toEqual(["Kick-off", "e1"]);
  });
});
