import { t } from "@lingui/core/macro";
import { toast } from "@web/components/ui/use-toast";
import { apiRequest, useApiMutation } from "@web/lib/api";
import type { ApiBody, ApiResponse } from "@web/lib/api-types";
import { toastError } from "@web/lib/toast-error";

// Texts are read when the toast shows (t on the event, in the language active then).

/** POST /api/communities. */
export function useCreateCommunity(onDone: (c: ApiResponse<"/api/communities", "POST">) => void) {
  return useApiMutation({
    mutationFn: (body: ApiBody<"/api/communities", "POST">) => apiRequest("POST", "/api/communities", body),
    onSuccess: (c) => {
      const name = c.name;
      toast({ title: t`Community Created!`, description: t`${name} is ready for fans to join.` });
      onDone(c);
    },
    onError: (err) => toastError(err, t`Failed to create community`),
  });
}

/** POST /api/communities/{id}/join: a member at once, or a request when the community is private. */
export function useJoinCommunity() {
  return useApiMutation({
    mutationFn: ({ id, userId }: { id: number; userId: number }) =>
      apiRequest("POST", `/api/communities/${id}/join`, { userId }),
    onSuccess: ({ name, membership }) =>
      membership === "pending"
        ? toast({ title: t`Request Sent`, description: t`The creator of ${name} will review your request.` })
        : toast({ title: t`Joined Community!`, description: t`Welcome to ${name}.` }),
    onError: (err) => toastError(err, t`Failed to join community`),
  });
}

/** POST /api/communities/{id}/leave: leaves, or withdraws a pending request. */
export function useLeaveCommunity() {
  return useApiMutation({
    mutationFn: ({ id }: { id: number; wasPending: boolean }) => apiRequest("POST", `/api/communities/${id}/leave`, {}),
    onSuccess: (c, v) => toast({ title: v.wasPending ? t`Request Withdrawn` : t`Left Community`, description: c.name }),
    onError: (err) => toastError(err, t`Failed to leave community`),
  });
}

/** POST /api/communities/{id}/requests/{userId}/approve|decline (creator only). */
export function useDecideRequest() {
  return useApiMutation({
    mutationFn: ({ id, userId, approve }: { id: number; userId: number; name: string; approve: boolean }) =>
      apiRequest("POST", `/api/communities/${id}/requests/${userId}/${approve ? "approve" : "decline"}`),
    onSuccess: (_c, { approve, name }) =>
      toast({
        title: approve ? t`Request Approved` : t`Request Declined`,
        description: approve ? t`${name} is now a member.` : name,
      }),
    onError: (err) => toastError(err, t`Failed to answer the request`),
  });
}
