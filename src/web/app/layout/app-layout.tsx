import * as React from "react";
import { Trans } from "@lingui/react/macro";
import { Outlet, useLocation } from "react-router";
import { useAuth } from "@web/lib/session";
import { InstallCard, OfflineBanner, useApiCacheOwner } from "@web/features/pwa";
import { TooltipProvider } from "@web/components/ui/tooltip";
import { LiveConnectionProvider } from "@web/lib/realtime";
import { LiveTicker } from "@web/features/live";
import { BottomNav } from "./bottom-nav";
import { Header } from "./header";
import { RouteBoundary } from "./route-boundary";
import { useSignedInShell } from "./signed-in-shell";

// Only a fan whose address waits for its verification link loads the banner (decision 0610).
const EmailBanner = React.lazy(() => import("./email-banner"));

/** The signed-in shell: header, the page, and the mobile bottom bar (see useSignedInShell). */
export function AppLayout() {
  const { user, isOfflineCopy } = useAuth();
  const signedInShell = useSignedInShell();
  useApiCacheOwner(user?.id);
  const { pathname } = useLocation();
  // Not on the page that verifies it, nor from the offline copy (no link can be sent then).
  const confirming =
    user && !isOfflineCopy && pathname !== "/verify-email" && (user.pendingEmail || !user.emailVerified);
  // Tooltips live only on signed-in screens; their provider (and its positioning code) is
  // here rather than in app.tsx so the sign-in screen's first load stays small.
  return (
    <LiveConnectionProvider>
      <TooltipProvider>
        <div className="flex min-h-dvh flex-col">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-card focus:p-2"
          >
            <Trans>Skip to content</Trans>
          </a>
          <Header />
          {signedInShell ? <LiveTicker enabled={user !== null} /> : null}
          <OfflineBanner usingStoredSession={isOfflineCopy} />
          {confirming ? (
            <React.Suspense fallback={null}>
              <EmailBanner user={user} />
            </React.Suspense>
          ) : null}
          <main id="main" className={signedInShell ? "flex-1 pb-20 md:pb-6" : "flex-1"}>
            <InstallCard />
            <RouteBoundary>
              <Outlet />
            </RouteBoundary>
          </main>
          {signedInShell ? <BottomNav /> : null}
        </div>
      </TooltipProvider>
    </LiveConnectionProvider>
  );
}
