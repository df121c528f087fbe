import * as React from "react";
import { Trans } from "@lingui/react/macro";
import { useLocation } from "react-router";
import { AlertTriangle } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { RouteFallback } from "./route-fallback";

interface State {
  error: Error | null;
}

// Its texts are in the sign-in catalogue (lingui.config.ts): the sign-in pages use it too.

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
        <h1 className="text-xl font-semibold">
          <Trans>This page could not be loaded</Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          <Trans>Check your connection, or reload to get the latest version of FanZone.</Trans>
        </p>
        <Button onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </Button>
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
