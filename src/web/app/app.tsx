import * as React from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter } from "react-router";
import { createQueryClient } from "@web/lib/query-client";
import { SessionProvider } from "@web/lib/session";
import { AppRoutes } from "./router";

// Loaded right after the first screen rather than with it: nothing toasts before the user acts.
const Toaster = React.lazy(() => import("@web/components/ui/toaster").then((m) => ({ default: m.Toaster })));

export function App() {
  const [queryClient] = React.useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <React.Suspense fallback={null}>
          <Toaster />
        </React.Suspense>
      </SessionProvider>
    </QueryClientProvider>
  );
}
