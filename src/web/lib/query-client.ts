import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";
import { registerLiveQueryDefaults } from "./live-keys";

// SPEC §7: data always stale and discarded when unused, refetch on focus, no polling, no retry.
export function createQueryClient() {
  const client = new QueryClient({
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
  registerLiveQueryDefaults(client);
  return client;
}
