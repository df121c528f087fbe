import * as React from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { Toaster } from "@web/components/ui/toaster";
import { TooltipProvider } from "@web/components/ui/tooltip";
import { createQueryClient } from "@web/lib/query-client";
import { SessionProvider } from "@web/lib/session";
import { router } from "./router";

export function App() {
  const [queryClient] = React.useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <TooltipProvider>
          <RouterProvider router={router} />
          <Toaster />
        </TooltipProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
