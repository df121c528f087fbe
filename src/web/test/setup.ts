import { configure } from "@testing-library/dom";

// waitFor/findBy time limits are hang guards, not speed checks: the default 1 s fails tests that
// would pass on a busy machine. Tests wait for conditions, so a passing run takes no longer.
configure({ asyncUtilTimeout: 30_000 });

// Node 25 and later put a `localStorage` and a `sessionStorage` on every global (undefined without
// --localstorage-file), so Vitest's jsdom environment keeps Node's instead of installing jsdom's
// (vitest-dev/vitest#8757) and every storage call throws. Install jsdom's own, as Vitest does on
// Node 22 and 24, where this sets what is already there. Node environments have no `jsdom`.
const dom = (globalThis as { jsdom?: { window: Pick<Window, "localStorage" | "sessionStorage"> } }).jsdom;
if (dom) {
  for (const name of ["localStorage", "sessionStorage"] as const)
    Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true });
}

// Components and helpers under test read their texts through Lingui (docs/decisions/0980): English
// is active, and the macros keep each message's English text outside production builds, so the
// tests read the same English as the catalogue's without loading it.
import { i18n } from "@lingui/core";
i18n.loadAndActivate({ locale: "en", messages: {} });
