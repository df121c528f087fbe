// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useRevealedCount } from "./use-loaded-and-idle";

/** The browser's idle callbacks, run by the test one at a time. */
function fakeIdle() {
  const queue: (() => void)[] = [];
  vi.stubGlobal("requestIdleCallback", (fn: () => void) => queue.push(fn));
  vi.stubGlobal("cancelIdleCallback", () => {});
  return {
    pending: () => queue.length,
    async runOne() {
      await act(async () => queue.shift()?.());
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("useRevealedCount", () => {
  it("shows the first items with the page, then a step more in each idle moment until all are shown", async () => {
    const idle = fakeIdle();
    const { result } = renderHook(() => useRevealedCount(14, 6, 4));
    expect(result.current).toBe(6);
    // One idle moment reveals one step, not the whole list.
    await idle.runOne();
    expect(result.current).toBe(10);
    await idle.runOne();
    expect(result.current).toBe(14);
    // Complete: nothing more is asked of the browser.
    expect(idle.pending()).toBe(0);
  });

  it("asks for no idle moment when the first items are the whole list", () => {
    const idle = fakeIdle();
    const { result } = renderHook(() => useRevealedCount(3, 6, 4));
    expect(result.current).toBe(6);
    expect(idle.pending()).toBe(0);
  });
});
