import { describe, expect, it } from "vitest";
import { DomainEvents } from "./domain-events";

function bus() {
  const logged: { event: unknown; message: string }[] = [];
  const events = new DomainEvents({
    error: (obj, message) => logged.push({ event: (obj as { event: unknown }).event, message }),
  });
  return { events, logged };
}

describe("domain events", () => {
  it("tells every subscriber of the event, and only them, with its payload", async () => {
    const { events } = bus();
    const heard: string[] = [];
    events.on("friend.requested", (p) => void heard.push(`a:${p.requesterId}->${p.addresseeId}`));
    events.on("friend.requested", (p) => void heard.push(`b:${p.requesterId}->${p.addresseeId}`));
    events.on("friend.accepted", () => void heard.push("accepted"));
    await events.publish("friend.requested", { requesterId: 1, addresseeId: 2 });
    expect(heard).toEqual(["a:1->2", "b:1->2"]);
  });

  it("resolves once every handler is done, asynchronous ones included", async () => {
    const { events } = bus();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let done = false;
    events.on("account.changed", async () => {
      await gate;
      done = true;
    });
    const published = events.publish("account.changed", { userId: 7 });
    expect(done).toBe(false);
    release();
    await published;
    expect(done).toBe(true);
  });

  it("never rejects: a failing handler is logged with the event's name and the others still run", async () => {
    const { events, logged } = bus();
    const heard: number[] = [];
    events.on("post.liked", () => {
      throw new Error("sync failure");
    });
    events.on("post.liked", async () => Promise.reject(new Error("async failure")));
    events.on("post.liked", (p) => void heard.push(p.likerId));
    await expect(events.publish("post.liked", { postId: 1, authorId: 2, likerId: 3 })).resolves.toBeUndefined();
    expect(heard).toEqual([3]);
    expect(logged).toEqual([
      { event: "post.liked", message: "domain event handler failed" },
      { event: "post.liked", message: "domain event handler failed" },
    ]);
  });

  it("stops telling a handler once it unsubscribed; an event nobody hears is fine", async () => {
    const { events } = bus();
    const heard: number[] = [];
    const off = events.on("user.muted", (p) => void heard.push(p.mutedId));
    await events.publish("user.muted", { muterId: 1, mutedId: 2 });
    off();
    await events.publish("user.muted", { muterId: 1, mutedId: 3 });
    await events.publish("user.unmuted", { muterId: 1, mutedId: 2 });
    expect(heard).toEqual([2]);
  });
});
