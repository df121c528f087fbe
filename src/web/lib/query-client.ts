import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";

// SPEC §7: data always stale and discarded when unused, refetch on focus, no polling, no retry.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: 0,
        gcTime: 0,
        refetchOnWindowFocus: true,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
