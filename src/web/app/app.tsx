import * as React from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { I18nProvider } from "@lingui/react";
import { BrowserRouter, StaticRouter } from "react-router";
import { SessionProvider } from "@web/lib/session";
import { i18n } from "@web/lib/i18n/i18n";
import { LocaleSync } from "@web/lib/i18n/locale-sync";
import { useToastRequested } from "@web/components/ui/use-toast";
// Direct import (not the feature's index): only this small piece belongs in the entry chunk.
import { UpdatePrompt } from "@web/features/pwa/update-prompt";
import { AppRoutes } from "./router";

// Loaded with the first toast rather than with the first screen: nothing toasts before the user acts.
const Toaster = React.lazy(() => import("@web/components/ui/toaster").then((m) => ({ default: m.Toaster })));

/**
 * The whole app. `prerenderPath` renders one path without a browser (the build prerenders the
 * sign-in pages, scripts/prerender.mjs); the browser then hydrates that same tree. `queryClient`:
 * made once per app (start-app.tsx), holding the first screen's reads when the page carried them.
 */
export function App({ prerenderPath, queryClient }: { prerenderPath?: string; queryClient: QueryClient }) {
  const toastRequested = useToastRequested();
  const routes = <AppRoutes />;
  // The language is active before the first render (start-app.tsx, or the prerender).
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <LocaleSync />
          {prerenderPath ? (
            <StaticRouter location={prerenderPath}>{routes}</StaticRouter>
          ) : (
            <BrowserRouter>{routes}</BrowserRouter>
          )}
          {toastRequested ? (
            <React.Suspense fallback={null}>
              <Toaster />
            </React.Suspense>
          ) : null}
        </SessionProvider>
        <UpdatePrompt />
      </QueryClientProvider>
    </I18nProvider>
  );
}
