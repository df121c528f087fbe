import { describe, expect, it } from "vitest";
import { effectiveKinds } from "./effective-kinds";

const set = (s: ReadonlySet<string>) => [...s];
describe("effectiveKinds", () => {
  it("a favourite has the default set; a team's own set replaces it; either team counts", () => {
    expect(set(effectiveKinds("football", null, [{ favourite: true, kinds: null }]))).toEqual([
      "start",
      "score",
      "final",
    ]);
    expect(set(effectiveKinds("basketball", null, [{ favourite: true, kinds: null }]))).toEqual([
      "start",
      "lead_change",
      "final",
    ]);
    expect(
      set(
        effectiveKinds("soccer", null, [
          { favourite: true, kinds: ["final"] },
          { favourite: false, kinds: ["red_card"] },
        ]),
      ),
    ).toEqual(["red_card", "final"]);
    expect(set(effectiveKinds("soccer", null, [{ favourite: false, kinds: null }]))).toEqual([]);
  });
  it("a game's own set wins over its teams', and an empty one mutes it", () => {
    expect(set(effectiveKinds("soccer", ["close_late"], [{ favourite: true, kinds: null }]))).toEqual(["close_late"]);
    expect(set(effectiveKinds("soccer", [], [{ favourite: true, kinds: null }]))).toEqual([]);
  });
});
