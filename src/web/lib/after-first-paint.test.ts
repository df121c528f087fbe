// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { PRELOADS_PER_TASK, preloadModules } from "./after-first-paint";

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute("href"));

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = "";
});

describe("preloadModules", () => {
  it("links the modules in their order, a few per task, skipping one already linked", async () => {
    vi.useFakeTimers();
    const urls = Array.from({ length: 2 * PRELOADS_PER_TASK + 2 }, (_, i) => `/assets/m${i}.js`);
    // The bundler's preload helper got to one of them first.
    const ownHref = `/assets/m${PRELOADS_PER_TASK + 1}.js`;
    const own = document.createElement("link");
    own.rel = "modulepreload";
    own.href = ownHref;
    document.head.append(own);

    const done = preloadModules(`${urls.join(" ")} `);
    // The caller's task: the first few only.
    expect(preloaded()).toEqual([ownHref, ...urls.slice(0, PRELOADS_PER_TASK)]);
    // The next task: the next few, less the one already linked.
    await vi.runOnlyPendingTimersAsync();
    expect(preloaded()).toEqual([ownHref, ...urls.slice(0, 2 * PRELOADS_PER_TASK).filter((u) => u !== ownHref)]);
    await vi.runAllTimersAsync();
    await done;
    const links = preloaded();
    expect(links).toHaveLength(urls.length);
    expect(new Set(links)).toEqual(new Set(urls));
    expect(document.head.querySelector<HTMLLinkElement>('link[href="/assets/m0.js"]')?.crossOrigin).toBe("");
  });

  it("does nothing without modules", async () => {
    await preloadModules(undefined);
    expect(preloaded()).toEqual([]);
  });
});
