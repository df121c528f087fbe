// Helpers of the entry (main.tsx) for pages the build prerendered: they paint from their HTML,
// so their scripts are asked for after that paint rather than competing with it.

/** Resolves once the browser has painted the page (at once in a hidden tab, which paints nothing). */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === "hidden") return resolve();
    // A frame's callbacks run just before its paint; a task queued from one runs after it.
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/**
 * Starts loading modules the page will import (space-separated URLs), in their order. A module
 * already linked (the bundler's own preloads of an import under way) is skipped.
 */
export function preloadModules(urls: string | undefined) {
  const linked = new Set(
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute("href")),
  );
  for (const href of (urls ?? "").split(" ").filter(Boolean)) {
    if (linked.has(href)) continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Runs `fn` once the page has loaded and the browser has an idle moment (at most `timeoutMs`
 * after the load). Returns the cancel. For work the first screen does not need, so it does not
 * compete with that screen's render.
 */
export function whenLoadedAndIdle(fn: () => void, timeoutMs = 2_000): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const idle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(() => fn(), { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(fn, 0);
      cancelIdle = () => clearTimeout(id);
    }
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", idle);
    cancelIdle();
  };
}
