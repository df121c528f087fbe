import { t } from "@lingui/core/macro";
import { toast } from "@web/components/ui/use-toast";
import { apiRequest, useApiMutation } from "@web/lib/api";
import type { ApiBody } from "@web/lib/api-types";
import { toastError } from "@web/lib/toast-error";

/** POST /api/admin/reports/{id}/dismiss or /remove: decides every open report on the subject. */
export function useDecideReport() {
  return useApiMutation({
    mutationFn: ({ reportId, action }: { reportId: number; action: "dismiss" | "remove" }) =>
      apiRequest("POST", `/api/admin/reports/${reportId}/${action}`),
    onSuccess: (_r, v) => toast({ title: v.action === "remove" ? t`Content removed` : t`Report dismissed` }),
    onError: (err) => toastError(err, t`Could not decide the report`),
  });
}

/** POST /api/admin/users/{id}/suspend: signs the user out everywhere. */
export function useSuspendUser() {
  return useApiMutation({
    mutationFn: ({ userId, ...body }: { userId: number } & ApiBody<"/api/admin/users/{id}/suspend", "POST">) =>
      apiRequest("POST", `/api/admin/users/${userId}/suspend`, body),
    onSuccess: () => toast({ title: t`User suspended` }),
    onError: (err) => toastError(err, t`Could not suspend the user`),
  });
}

/** POST /api/admin/users/{id}/unsuspend. */
export function useUnsuspendUser() {
  return useApiMutation({
    mutationFn: ({ userId }: { userId: number }) => apiRequest("POST", `/api/admin/users/${userId}/unsuspend`),
    onSuccess: () => toast({ title: t`Suspension lifted` }),
    onError: (err) => toastError(err, t`Could not lift the suspension`),
  });
}
