import { plural, t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import type { SessionPage } from "@shared/schemas/sessions";
import { toast } from "@web/components/ui/use-toast";
import { apiRequest, errorMessage, useApiMutation } from "@web/lib/api";

/** GET /api/auth/sessions (first page: the 50 newest sign-ins). */
export const sessionsKey = ["/api/auth/sessions?limit=50"] as const;
export const useSessions = () => useQuery<SessionPage>({ queryKey: sessionsKey });

const failed = (err: unknown) =>
  toast({ variant: "destructive", title: t`Error`, description: errorMessage(err, t`Failed to sign out the session`) });

/** DELETE /api/auth/sessions/{id}. */
export function useEndSession() {
  return useApiMutation<void, number>({
    mutationFn: (id) => apiRequest<void>("DELETE", `/api/auth/sessions/${id}`),
    onSuccess: () => toast({ title: t`Signed out`, description: t`That device is no longer signed in.` }),
    onError: failed,
  });
}

/** POST /api/auth/sessions/sign-out-others: "Sign out everywhere else". */
export function useSignOutOthers() {
  return useApiMutation<{ signedOut: number }, void>({
    mutationFn: () => apiRequest<{ signedOut: number }>("POST", "/api/auth/sessions/sign-out-others"),
    onSuccess: ({ signedOut }) =>
      toast({
        title: t`Signed out everywhere else`,
        description: t`${plural(signedOut, { one: "# other session ended.", other: "# other sessions ended." })}`,
      }),
    onError: failed,
  });
}
