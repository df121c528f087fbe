import type * as React from "react";
import { setupI18n, type Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import type { PublicUser } from "@shared/schemas/user";
import { FixedSession } from "@web/lib/session/session-provider";
import { testUser } from "./users";

/**
 * Renders a screen's piece as the app does: in a language (English by default, or a catalogue's
 * messages), signed in as `user` (`testUser` by default, zone UTC), inside a router at `path` and a
 * query client that never reaches the network (reads stay pending unless a test fills the cache).
 */
export function renderScreen(
  ui: React.ReactNode,
  {
    locale = "en",
    messages = {},
    path = "/",
    zone = "UTC",
    user = testUser,
  }: { locale?: string; messages?: Messages; path?: string; zone?: string; user?: PublicUser } = {},
) {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  const qc = new QueryClient({
    defaultOptions: { queries: { queryFn: () => new Promise(() => undefined), retry: false } },
  });
  const result = render(
    <I18nProvider i18n={i18n}>
      <FixedSession user={{ ...user, timeZone: zone }}>
        <MemoryRouter initialEntries={[path]}>
          <QueryClientProvider client={qc}>{ui}</QueryClientProvider>
        </MemoryRouter>
      </FixedSession>
    </I18nProvider>,
  );
  return { ...result, qc };
}
