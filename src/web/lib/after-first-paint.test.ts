// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { PRELOAD_TASK_BUDGET_MS, preloadModules } from "./after-first-paint";

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute("href"));

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = "";
});

describe("preloadModules", () => {
  it("links the modules in their order, as many per task as fit its budget, skipping one already linked", async () => {
    vi.useFakeTimers();
    const urls = Array.from({ length: 8 }, (_, i) => `/assets/m${i}.js`);
    // The bundler's preload helper got to one of them first.
    const own = document.createElement("link");
    own.rel = "modulepreload";
    own.href = "/assets/m4.js";
    document.head.append(own);
    // A clock a quarter of the budget later at each look: four links fit a task.
    let clock = 0;
    const now = () => {
      const t = clock;
      clock += PRELOAD_TASK_BUDGET_MS / 4;
      return t;
    };

    const done = preloadModules(`${urls.join(" ")} `, now);
    // The caller's task: the first four only.
    expect(preloaded()).toEqual(["/assets/m4.js", ...urls.slice(0, 4)]);
    // The next task: the rest, less the one already linked.
    await vi.runOnlyPendingTimersAsync();
    await done;
    expect(preloaded()).toEqual(["/assets/m4.js", ...urls.filter((u) => u !== "/assets/m4.js")]);
    const links = preloaded();
    expect(links).toHaveLength(urls.length);
    expect(new Set(links)).toEqual(new Set(urls));
    expect(document.head.querySelector<HTMLLinkElement>('link[href="/assets/m0.js"]')?.crossOrigin).toBe("");
  });

  it("links at least one per task on a machine slower than the budget", async () => {
    vi.useFakeTimers();
    let clock = 0;
    const done = preloadModules("/assets/a.js /assets/b.js", () => (clock += 10 * PRELOAD_TASK_BUDGET_MS));
    expect(preloaded()).toEqual(["/assets/a.js"]);
    await vi.runAllTimersAsync();
    await done;
    expect(preloaded()).toEqual(["/assets/a.js", "/assets/b.js"]);
  });

  it("does nothing without modules", async () => {
    await preloadModules(undefined);
    expect(preloaded()).toEqual([]);
  });
});
