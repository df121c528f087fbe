import { Outlet } from "react-router";
import { useAuth } from "@web/lib/session";
import { InstallCard, OfflineBanner, useApiCacheOwner } from "@web/features/pwa";
import { TooltipProvider } from "@web/components/ui/tooltip";
import { LiveConnectionProvider } from "@web/lib/realtime";
import { LiveTicker } from "@web/features/live";
import { BottomNav } from "./bottom-nav";
import { Header } from "./header";
import { RouteBoundary } from "./route-boundary";

/** The signed-in shell: header, the page, and the mobile bottom bar. */
export function AppLayout() {
  const { user, isOfflineCopy } = useAuth();
  useApiCacheOwner(user?.id);
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
            Skip to content
          </a>
          <Header />
          {user ? <LiveTicker /> : null}
          <OfflineBanner usingStoredSession={isOfflineCopy} />
          <main id="main" className={user ? "flex-1 pb-20 md:pb-6" : "flex-1"}>
            <InstallCard />
            <RouteBoundary>
              <Outlet />
            </RouteBoundary>
          </main>
          {user ? <BottomNav /> : null}
        </div>
      </TooltipProvider>
    </LiveConnectionProvider>
  );
}
