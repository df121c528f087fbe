import { afterEach, describe, expect, it } from "vitest";
import { DelayQueues, type PendingDelivery } from "./delay-queues";
import { DelayClock } from "./fan-delay";

const T0 = Date.parse("2026-06-01T18:00:00Z");
const item = (at: number, topic = "scores"): PendingDelivery => ({
  at,
  topic,
  gameId: "g",
  frame: Buffer.from(topic),
});

describe("DelayQueues", () => {
  const clock = new DelayClock();
  const fired: [number, number][] = [];
  const queues = new DelayQueues(clock, (delay, i) => fired.push([delay, i.at - T0]));
  afterEach(() => {
    queues.close();
    fired.length = 0;
  });

  it("sends each item once its delay has passed, in order, and not a moment before", () => {
    clock.pin(T0);
    queues.add(5_000, item(T0));
    queues.add(5_000, item(T0 + 1_000));
    queues.add(30_000, item(T0));
    expect(queues.pending).toBe(3);
    clock.pin(T0 + 4_999);
    queues.flush();
    expect(fired).toEqual([]);
    clock.pin(T0 + 5_000);
    queues.flush();
    expect(fired).toEqual([[5_000, 0]]);
    clock.pin(T0 + 29_999);
    queues.flush();
    expect(fired).toEqual([
      [5_000, 0],
      [5_000, 1_000],
    ]);
    clock.pin(T0 + 30_000);
    queues.flush();
    expect(fired.at(-1)).toEqual([30_000, 0]);
    expect(queues.pending).toBe(0);
  });
});
