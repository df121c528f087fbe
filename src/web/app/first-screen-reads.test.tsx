// @vitest-environment jsdom
import * as React from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hashKey, type QueryClient } from "@tanstack/react-query";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { sessionRead } from "@shared/first-screen/session-read";
import { FIRST_SCREENS } from "@shared/first-screen/screens";
import { renderScreen } from "@web/test/render-screen";
import { testUser } from "@web/test/users";
import { AppLayout } from "./layout/app-layout";

// The reads the server answers in a signed-in fan's page are those the declaration names
// (src/shared/first-screen/screens.ts, docs/decisions/1420); the app takes an answer only under
// the query key its screen uses. This draws each declared screen as a signed-in fan sees it (the
// frame and the page, on a phone and a wide screen) and compares the reads its queries make with
// the declaration's: a screen that starts or stops a read, or builds its key apart, fails here,
// not silently in the field. A read the declaration leaves to the app (`fetchedByApp`) may be made.
const SCREENS: Record<string, () => Promise<{ default: React.ComponentType }>> = {
  "/": () => import("./routes/home"),
  "/scores": () => import("./routes/scores"),
  "/posts": () => import("./routes/posts"),
};

/** The reads the drawn screen makes: its enabled queries, and the session's (SessionProvider's own read). */
const readsOf = (qc: QueryClient) =>
  [
    ...qc
      .getQueryCache()
      .getAll()
      .filter((q) => q.getObserversCount() > 0 && !q.isDisabled())
      .map((q) => q.queryHash),
    hashKey(sessionRead.queryKey),
  ].sort();

/** A screen `wide` or a phone's: every media query of the app asks for a minimum width. */
const screenOf = (wide: boolean) =>
  vi.stubGlobal(
    "matchMedia",
    (query: string) => ({ matches: wide, media: query, addEventListener() {}, removeEventListener() {} }) as unknown,
  );

beforeEach(() => vi.stubGlobal("WebSocket", undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the first reads the server answers", () => {
  it("declares a screen for each route drawn here, and the reverse", () => {
    expect(Object.keys(FIRST_SCREENS).filter((path) => FIRST_SCREENS[path]!.reads)).toEqual(Object.keys(SCREENS));
  });

  for (const [path, load] of Object.entries(SCREENS))
    it.each([false, true])(`are the reads the screen of ${path} makes (wide: %s)`, async (wide) => {
      screenOf(wide);
      const Page = React.lazy(load);
      const { qc } = renderScreen(
        <Routes>
          <Route element={<AppLayout />}>
            <Route path={path} element={<Page />} />
          </Route>
        </Routes>,
        { path },
      );
      const { reads, fetchedByApp = [] } = FIRST_SCREENS[path]!;
      const declared = reads!(testUser.id)
        .map((read) => hashKey(read.queryKey))
        .sort();
      const leftToApp = new Set(fetchedByApp.map((read) => hashKey(read.queryKey)));
      // The page's own chunk has rendered (its heading), so its queries are all mounted.
      await screen.findByRole("heading", { level: 1 });
      await waitFor(() => expect(readsOf(qc).filter((hash) => !leftToApp.has(hash))).toEqual(declared));
    });
});
