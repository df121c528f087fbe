// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { whenSettled } from "./when-settled";

// jsdom has loaded its document; its idle callbacks are timers here, run by the fake clock.
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("requestIdleCallback", (cb: () => void) => setTimeout(cb, 1));
  vi.stubGlobal("cancelIdleCallback", (id: number) => clearTimeout(id));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A read that answers when its `answer` is called. */
function pendingRead(client: QueryClient, key: string) {
  let answer = () => {};
  void client.fetchQuery({ queryKey: [key], queryFn: () => new Promise<string>((r) => (answer = () => r(key))) });
  return () => answer();
}

describe("whenSettled", () => {
  it("runs at the first idle moment when no read is in flight", async () => {
    const fn = vi.fn();
    whenSettled(new QueryClient(), fn);
    expect(fn).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("waits for the reads in flight, and for a read that starts from one of them", async () => {
    const client = new QueryClient();
    const fn = vi.fn();
    const answerSession = pendingRead(client, "session");
    whenSettled(client, fn);
    await vi.runAllTimersAsync();
    expect(fn).not.toHaveBeenCalled();

    // The session's answer starts the page's read before the next idle moment.
    answerSession();
    const answerPage = pendingRead(client, "page");
    await vi.runAllTimersAsync();
    expect(fn).not.toHaveBeenCalled();

    answerPage();
    await vi.runAllTimersAsync();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("never runs once cancelled", async () => {
    const client = new QueryClient();
    const fn = vi.fn();
    const answer = pendingRead(client, "page");
    const cancel = whenSettled(client, fn);
    await vi.runAllTimersAsync();
    cancel();
    answer();
    await vi.runAllTimersAsync();
    expect(fn).not.toHaveBeenCalled();
  });
});
