import type { Community, CreateCommunityInput } from "@shared/schemas/communities";
import { toast } from "@web/components/ui/use-toast";
import { apiRequest, useApiMutation } from "@web/lib/api";
import { toastError } from "@web/lib/toast-error";

const failed = (fallback: string) => (err: unknown) => toastError(err, fallback);

/** POST /api/communities. */
export function useCreateCommunity(onDone: (c: Community) => void) {
  return useApiMutation<Community, CreateCommunityInput>({
    mutationFn: (body) => apiRequest<Community>("POST", "/api/communities", body),
    onSuccess: (c) => {
      toast({ title: "Community Created!", description: `${c.name} is ready for fans to join.` });
      onDone(c);
    },
    onError: failed("Failed to create community"),
  });
}

/** POST /api/communities/{id}/join: a member at once, or a request when the community is private. */
export function useJoinCommunity() {
  return useApiMutation<Community, { id: number; userId: number }>({
    mutationFn: ({ id, userId }) => apiRequest<Community>("POST", `/api/communities/${id}/join`, { userId }),
    onSuccess: (c) =>
      c.membership === "pending"
        ? toast({ title: "Request Sent", description: `The creator of ${c.name} will review your request.` })
        : toast({ title: "Joined Community!", description: `Welcome to ${c.name}.` }),
    onError: failed("Failed to join community"),
  });
}

/** POST /api/communities/{id}/leave: leaves, or withdraws a pending request. */
export function useLeaveCommunity() {
  return useApiMutation<Community, { id: number; wasPending: boolean }>({
    mutationFn: ({ id }) => apiRequest<Community>("POST", `/api/communities/${id}/leave`, {}),
    onSuccess: (c, v) => toast({ title: v.wasPending ? "Request Withdrawn" : "Left Community", description: c.name }),
    onError: failed("Failed to leave community"),
  });
}

/** POST /api/communities/{id}/requests/{userId}/approve|decline (creator only). */
export function useDecideRequest() {
  return useApiMutation<Community, { id: number; userId: number; name: string; approve: boolean }>({
    mutationFn: ({ id, userId, approve }) =>
      apiRequest<Community>("POST", `/api/communities/${id}/requests/${userId}/${approve ? "approve" : "decline"}`, {}),
    onSuccess: (_c, v) =>
      toast({
        title: v.approve ? "Request Approved" : "Request Declined",
        description: v.approve ? `${v.name} is now a member.` : v.name,
      }),
    onError: failed("Failed to answer the request"),
  });
}
