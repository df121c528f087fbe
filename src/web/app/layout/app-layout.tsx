import { Suspense } from "react";
import { Outlet } from "react-router";
import { useAuth } from "@web/lib/session";
import { BottomNav } from "./bottom-nav";
import { Header } from "./header";
import { RouteFallback } from "./route-fallback";

/** The signed-in shell: header, the page, and the mobile bottom bar. */
export function AppLayout() {
  const { user } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-card focus:p-2">
        Skip to content
      </a>
      <Header />
      <main id="main" className={user ? "flex-1 pb-20 md:pb-6" : "flex-1"}>
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </main>
      {user ? <BottomNav /> : null}
    </div>
  );
}
