import { t } from "@lingui/core/macro";
import type { Community, CreateCommunityInput } from "@shared/schemas/communities";
import { toast } from "@web/components/ui/use-toast";
import { apiRequest, useApiMutation } from "@web/lib/api";
import { toastError } from "@web/lib/toast-error";

// Texts are read when the toast shows (t on the event, in the language active then).

/** POST /api/communities. */
export function useCreateCommunity(onDone: (c: Community) => void) {
  return useApiMutation<Community, CreateCommunityInput>({
    mutationFn: (body) => apiRequest<Community>("POST", "/api/communities", body),
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
  return useApiMutation<Community, { id: number; userId: number }>({
    mutationFn: ({ id, userId }) => apiRequest<Community>("POST", `/api/communities/${id}/join`, { userId }),
    onSuccess: ({ name, membership }) =>
      membership === "pending"
        ? toast({ title: t`Request Sent`, description: t`The creator of ${name} will review your request.` })
        : toast({ title: t`Joined Community!`, description: t`Welcome to ${name}.` }),
    onError: (err) => toastError(err, t`Failed to join community`),
  });
}

/** POST /api/communities/{id}/leave: leaves, or withdraws a pending request. */
export function useLeaveCommunity() {
  return useApiMutation<Community, { id: number; wasPending: boolean }>({
    mutationFn: ({ id }) => apiRequest<Community>("POST", `/api/communities/${id}/leave`, {}),
    onSuccess: (c, v) => toast({ title: v.wasPending ? t`Request Withdrawn` : t`Left Community`, description: c.name }),
    onError: (err) => toastError(err, t`Failed to leave community`),
  });
}

/** POST /api/communities/{id}/requests/{userId}/approve|decline (creator only). */
export function useDecideRequest() {
  return useApiMutation<Community, { id: number; userId: number; name: string; approve: boolean }>({
    mutationFn: ({ id, userId, approve }) =>
      apiRequest<Community>("POST", `/api/communities/${id}/requests/${userId}/${approve ? "approve" : "decline"}`, {}),
    onSuccess: (_c, { approve, name }) =>
      toast({
        title: approve ? t`Request Approved` : t`Request Declined`,
        description: approve ? t`${name} is now a member.` : name,
      }),
    onError: (err) => toastError(err, t`Failed to answer the request`),
  });
}
