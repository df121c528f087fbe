import * as React from "react";
import { useLocation } from "react-router";
import { AlertTriangle } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { RouteFallback } from "./route-fallback";

interface State {
  error: Error | null;
}

/** Catches a page that fails to render or whose chunk fails to load (e.g. after a deploy). */
class PageErrorBoundary extends React.Component<{ children: React.ReactNode }, State> {
  override state: State = { error: null };
  static getDerivedStateFromError(error: Error): State {
    return { error };
  }
  override componentDidCatch(error: Error) {
    console.error("Page failed", error);
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
        <AlertTriangle className="h-10 w-10 text-destructive" aria-hidden="true" />
        <h1 className="text-xl font-semibold">This page could not be loaded</h1>
        <p className="text-sm text-muted-foreground">
          Check your connection, or reload to get the latest version of FanZone.
        </p>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </div>
    );
  }
}

/** Suspense + error boundary for a routed page; a new path starts with a clean boundary. */
export function RouteBoundary({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary key={pathname}>
      <React.Suspense fallback={<RouteFallback />}>{children}</React.Suspense>
    </PageErrorBoundary>
  );
}
