// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SCORE_HIDDEN, useFlash } from "./use-flash";

describe("useFlash", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("flashes for a moment when the score changes", () => {
    const { result, rerender } = renderHook(({ v }) => useFlash(v, 1000), { initialProps: { v: "1-0" as unknown } });
    expect(result.current).toBe(false);
    rerender({ v: "2-0" });
    expect(result.current).toBe(true);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toBe(false);
  });

  it("does not flash when the spoiler shield hides or reveals a score: that is no change of score", () => {
    const { result, rerender } = renderHook(({ v }) => useFlash(v, 1000), { initialProps: { v: "1-0" as unknown } });
    rerender({ v: SCORE_HIDDEN });
    expect(result.current).toBe(false);
    rerender({ v: "3-0" });
    expect(result.current).toBe(false);
    rerender({ v: "3-1" });
    expect(result.current).toBe(true);
  });
});
