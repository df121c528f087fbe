import { plural, t } from "@lingui/core/macro";
import { toast } from "@web/components/ui/use-toast";
import { apiRequest, errorMessage, useApiMutation } from "@web/lib/api";
import { useApiQuery } from "@web/lib/api-query";

/** GET /api/auth/sessions (first page: the 50 newest sign-ins). */
export const sessionsKey = ["/api/auth/sessions?limit=50"] as const;
export const useSessions = () => useApiQuery({ queryKey: sessionsKey });

const failed = (err: unknown) =>
  toast({ variant: "destructive", title: t`Error`, description: errorMessage(err, t`Failed to sign out the session`) });

/** DELETE /api/auth/sessions/{id}. */
export function useEndSession() {
  return useApiMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/auth/sessions/${id}`),
    onSuccess: () => toast({ title: t`Signed out`, description: t`That device is no longer signed in.` }),
    onError: failed,
  });
}

/** POST /api/auth/sessions/sign-out-others: "Sign out everywhere else". */
export function useSignOutOthers() {
  return useApiMutation({
    mutationFn: () => apiRequest("POST", "/api/auth/sessions/sign-out-others"),
    onSuccess: ({ signedOut }) =>
      toast({
        title: t`Signed out everywhere else`,
        description: t`${plural(signedOut, { one: "# other session ended.", other: "# other sessions ended." })}`,
      }),
    onError: failed,
  });
}
