// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { TOAST_REMOVE_DELAY_MS } from "@shared/limits";
import { toast, useToast } from "./use-toast";

afterEach(() => vi.useRealTimers());

describe("toast store (SPEC §9)", () => {
  it("shows at most one toast, and removes a dismissed one after the removal delay", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    let second!: ReturnType<typeof toast>;
    act(() => {
      toast({ title: "one" });
      second = toast({ title: "two", variant: "destructive" });
    });
    expect(result.current.toasts.map((t) => t.title)).toEqual(["two"]);
    act(() => second.dismiss());
    expect(result.current.toasts[0]!.open).toBe(false);
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    });
    expect(result.current.toasts).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.toasts).toHaveLength(0);
  });
});
