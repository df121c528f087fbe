import { describe, expect, it } from "vitest";
import { mapBounded } from "./bounded-map";

describe("mapBounded", () => {
  it("keeps the items' order and never runs more than the limit at once", async () => {
    let running = 0;
    let most = 0;
    const gates: (() => void)[] = [];
    const done = mapBounded([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => gates.push(resolve));
      running--;
      return n * 10;
    });
    // Release the waiting calls one by one, latest first, until all have run.
    while (gates.length || running) {
      await Promise.resolve();
      gates.pop()?.();
    }
    expect(await done).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(most).toBe(3);
  });

  it("answers [] for no items and runs one at a time with a limit under one", async () => {
    expect(await mapBounded([], 3, async () => 1)).toEqual([]);
    let running = 0;
    let most = 0;
    const out = await mapBounded(["a", "b"], 0, async (s) => {
      most = Math.max(most, ++running);
      await Promise.resolve();
      running--;
      return s.toUpperCase();
    });
    expect(out).toEqual(["A", "B"]);
    expect(most).toBe(1);
  });
});
