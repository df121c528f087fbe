import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { CATALOGUE } from "../../catalogue/teams";
import { PreviewImages, renderCardPng, RenderQueueFull } from "./preview-image";
import type { PreviewCard } from "./preview-card-svg";

const card = (title: string): PreviewCard => ({
  kicker: "NBA · Basketball",
  title,
  lines: [],
  colors: ["#112233", "#445566"],
});

/** A renderer the test finishes by hand, counting how many run at once. */
function heldRenderer() {
  const pending: (() => void)[] = [];
  const stats = { started: 0, running: 0, peak: 0 };
  const render = (c: PreviewCard) =>
    new Promise<Buffer>((resolve) => {
      stats.started++;
      stats.running++;
      stats.peak = Math.max(stats.peak, stats.running);
      pending.push(() => {
        stats.running--;
        resolve(Buffer.from(c.title));
      });
    });
  const finishOne = async () => {
    pending.shift()?.();
    await new Promise((r) => setImmediate(r));
  };
  return { render, stats, finishOne, pending };
}

describe("PreviewImages", () => {
  it("keeps every team card, and only the newest other cards", async () => {
    const images = new PreviewImages({ render: async (c) => Buffer.from(c.title), maxKept: 5, maxWaiting: 1000 });
    for (const t of CATALOGUE) await images.render(`teams:${t.id}:1`, card(t.name), true);
    for (let i = 0; i < 50; i++) await images.render(`games:g${i}:1`, card(`game ${i}`), false);
    expect(images.size).toEqual({ pinned: CATALOGUE.length, kept: 5 });
    for (const t of CATALOGUE) expect(images.cached(`teams:${t.id}:1`)).toBeDefined();
    expect(images.cached("games:g0:1")).toBeUndefined();
    expect(String(await images.cached("games:g49:1"))).toBe("game 49");
  });

  it("renders one card at a time, lets a few wait, refuses the rest, and joins a render under way", async () => {
    const held = heldRenderer();
    const images = new PreviewImages({ render: held.render, concurrency: 1, maxWaiting: 2 });
    const first = images.render("events:1:1", card("one"), false);
    const waiting = [
      images.render("events:2:1", card("two"), false),
      images.render("events:3:1", card("three"), false),
    ];
    expect(() => images.render("events:4:1", card("four"), false)).toThrow(RenderQueueFull);
    // The same card again is no new render.
    expect(images.render("events:1:1", card("one"), false)).toBe(first);
    await new Promise((r) => setImmediate(r));
    expect(held.stats).toMatchObject({ started: 1, running: 1 });

    await held.finishOne();
    expect(String(await first)).toBe("one");
    // A slot freed: one more may wait.
    const later = images.render("events:4:1", card("four"), false);
    await held.finishOne();
    await held.finishOne();
    await held.finishOne();
    expect((await Promise.all([...waiting, later])).map(String)).toEqual(["two", "three", "four"]);
    expect(held.stats).toMatchObject({ started: 4, running: 0, peak: 1 });
  });

  it("forgets a render that failed, so the next request tries again", async () => {
    let fail = true;
    const images = new PreviewImages({
      render: async (c) => {
        if (fail) throw new Error("boom");
        return Buffer.from(c.title);
      },
    });
    await expect(images.render("teams:1:1", card("x"), true)).rejects.toThrow("boom");
    expect(images.cached("teams:1:1")).toBeUndefined();
    fail = false;
    expect(String(await images.render("teams:1:1", card("x"), true))).toBe("x");
  });

  it("draws a 1200x630 PNG", async () => {
    const png = await renderCardPng({
      ...card("Atlanta Hawks"),
      badges: [{ text: "ATL", fill: "#e03a3e", ink: "#ffffff" }],
    });
    const info = await sharp(png).metadata();
    expect([info.format, info.width, info.height]).toEqual(["png", 1200, 630]);
  });
});
