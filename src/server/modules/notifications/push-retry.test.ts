import { describe, expect, it } from "vitest";
import pLimit from "p-limit";
import { isRetryable, retryDelayMs } from "./push-retry";

describe("push retries", () => {
  it("retries 429 and 5xx only", () => {
    expect([429, 500, 503, 404, 410, 400, 201, undefined].map(isRetryable)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
  it("waits what Retry-After says, else backs off exponentially, and gives up", () => {
    const mid = () => 0.5; // no jitter
    expect(retryDelayMs(1, "2", 0, mid)).toBe(2000);
    expect(retryDelayMs(1, "Thu, 01 Jan 1970 00:00:03 GMT", 0, mid)).toBe(3000);
    expect([1, 2, 3].map((a) => retryDelayMs(a, undefined, 0, mid))).toEqual([500, 1000, 2000]);
    expect(retryDelayMs(4, undefined, 0, mid)).toBeNull();
    expect(retryDelayMs(1, "3600", 0, mid)).toBeNull();
  });
  it("never runs more than the bound at once", async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    const lanes = pLimit(7);
    // Two callers share the same seven lanes.
    const task = (i: number) =>
      lanes(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setImmediate(r));
        running--;
        done.push(i);
      });
    await Promise.all([...[...Array(25).keys()].map(task), ...[...Array(25).keys()].map((i) => task(i + 25))]);
    expect(peak).toBe(7);
    expect(done.sort((a, b) => a - b)).toEqual([...Array(50).keys()]);
  });
});
