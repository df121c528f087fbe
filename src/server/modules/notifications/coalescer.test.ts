import { describe, expect, it } from "vitest";
import { Coalescer, type Timers } from "./coalescer";

/** Timers driven by the test: `advance(ms)` runs what falls due. */
function manualTimers() {
  let now = 0;
  let seq = 0;
  const due = new Map<number, { at: number; fn: () => void }>();
  const timers: Timers = {
    setTimeout: (fn, ms) => {
      due.set(++seq, { at: now + ms, fn });
      return seq;
    },
    clearTimeout: (h) => void due.delete(h as number),
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const next = [...due.entries()].sort((a, b) => a[1].at - b[1].at)[0];
      if (!next || next[1].at > end) break;
      due.delete(next[0]);
      now = next[1].at;
      next[1].fn();
    }
    now = end;
  };
  return { timers, advance, pending: () => due.size };
}

describe("Coalescer", () => {
  it("sends the first at once, collapses a burst into the latest at the end of the window", () => {
    const { timers, advance, pending } = manualTimers();
    const c = new Coalescer(500, timers);
    const sent: number[] = [];
    for (let i = 1; i <= 1000; i++) c.offer("post:1", () => sent.push(i));
    expect(sent).toEqual([1]);
    advance(500);
    expect(sent).toEqual([1, 1000]);
    advance(500); // nothing more pending: the key is released
    expect(sent).toEqual([1, 1000]);
    expect(pending()).toBe(0);
    c.offer("post:1", () => sent.push(1001));
    expect(sent).toEqual([1, 1000, 1001]);
  });

  it("a steady stream costs one message per window; keys are independent", () => {
    const { timers, advance } = manualTimers();
    const c = new Coalescer(500, timers);
    const sent: string[] = [];
    // 1,000 offers over 60 s (one every 60 ms)
    for (let i = 0; i < 1000; i++) {
      c.offer("a", () => sent.push(`a${i}`));
      advance(60);
    }
    advance(1000);
    expect(sent.length).toBeLessThanOrEqual(60_000 / 500 + 1);
    expect(sent.at(-1)).toBe("a999");
    c.offer("b", () => sent.push("b"));
    expect(sent.at(-1)).toBe("b");
    expect(c.stats).toEqual({ offered: 1001, sent: sent.length });
  });

  it("flush sends what is held back", () => {
    const { timers } = manualTimers();
    const c = new Coalescer(500, timers);
    const sent: number[] = [];
    c.offer(1, () => sent.push(1));
    c.offer(1, () => sent.push(2));
    c.flush();
    expect(sent).toEqual([1, 2]);
  });
});
