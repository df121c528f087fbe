// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { preloadModules } from "./after-first-paint";

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute("href"));

afterEach(() => {
  document.head.innerHTML = "";
});

describe("preloadModules", () => {
  it("links the modules in their order, skipping one already linked", () => {
    const urls = Array.from({ length: 8 }, (_, i) => `/assets/m${i}.js`);
    // The bundler's preload helper got to one of them first.
    const own = document.createElement("link");
    own.rel = "modulepreload";
    own.href = "/assets/m4.js";
    document.head.append(own);

    preloadModules(`${urls.join(" ")} `);
    expect(preloaded()).toEqual(["/assets/m4.js", ...urls.filter((u) => u !== "/assets/m4.js")]);
    expect(document.head.querySelector<HTMLLinkElement>('link[href="/assets/m0.js"]')?.crossOrigin).toBe("");
  });

  it("does nothing without modules", () => {
    preloadModules(undefined);
    expect(preloaded()).toEqual([]);
  });
});
