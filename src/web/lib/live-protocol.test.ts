import { afterEach, describe, expect, it, vi } from "vitest";
import { stagedLoader } from "./live-protocol";

afterEach(() => vi.useRealTimers());

describe("stagedLoader", () => {
  it("loads each part in a task of its own, then the module, once", async () => {
    vi.useFakeTimers();
    const loaded: string[] = [];
    const part = (name: string) => () => Promise.resolve(loaded.push(name));
    const load = stagedLoader([part("library"), part("schemas")], () => Promise.resolve(loaded.push("protocol")));

    const first = load();
    // The caller's task: the first part only.
    await Promise.resolve();
    expect(loaded).toEqual(["library"]);
    await vi.runOnlyPendingTimersAsync();
    expect(loaded).toEqual(["library", "schemas"]);
    await vi.runOnlyPendingTimersAsync();
    expect(loaded).toEqual(["library", "schemas", "protocol"]);
    await first;
    // Kept: a second call loads nothing again.
    await expect(load()).resolves.toBe(3);
    expect(loaded).toHaveLength(3);
  });

  it("forgets a failed load, so the next call tries again", async () => {
    let fail = true;
    const part = vi.fn(() => (fail ? Promise.reject(new TypeError("offline")) : Promise.resolve()));
    const load = stagedLoader([part], () => Promise.resolve("protocol"));
    await expect(load()).rejects.toThrow("offline");
    fail = false;
    await expect(load()).resolves.toBe("protocol");
    expect(part).toHaveBeenCalledTimes(2);
  });

  it("loads the live protocol, which parses a server message", async () => {
    const { loadProtocol } = await import("./live-protocol");
    const { parseMessage, serverMessageSchema } = await loadProtocol();
    expect(
      parseMessage(serverMessageSchema, JSON.stringify({ type: "subscribed", data: { topic: "scores" } })),
    ).toEqual({
      type: "subscribed",
      data: { topic: "scores" },
    });
  });
});
