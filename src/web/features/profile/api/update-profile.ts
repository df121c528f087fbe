import { t } from "@lingui/core/macro";
import { emailChanges } from "@shared/schemas/users";
import { type ApiError, apiRequest, useApiMutation } from "@web/lib/api";
import type { ApiBody } from "@web/lib/api-types";
import { toastError } from "@web/lib/toast-error";
import { toast } from "@web/components/ui/use-toast";
import { useAuth } from "@web/lib/session";

/** PATCH /api/users/{id}: answers the updated user, which replaces the session user. */
export const updateProfile = (id: number, body: ApiBody<"/api/users/{id}", "PATCH">) =>
  apiRequest("PATCH", `/api/users/${id}`, body);

/** `shownOnForm` answers whether the form showed the failure under a field (then no toast). */
export function useUpdateProfile(onDone?: () => void, shownOnForm?: (err: ApiError) => boolean) {
  const { user, setUser } = useAuth();
  return useApiMutation({
    mutationFn: (body: ApiBody<"/api/users/{id}", "PATCH">) => updateProfile(user!.id, body),
    onSuccess: (updated, body) => {
      setUser(updated);
      // A new address is not taken at once: it waits for the link mailed to it (the answer's pendingEmail).
      const pending = updated.pendingEmail;
      if (pending && emailChanges(updated.email, body.email))
        toast({
          title: t`Confirm your new address`,
          description: t`We sent a link to ${pending}. Your email address changes once you open it.`,
        });
      else toast({ title: t`Profile Updated`, description: t`Your profile has been saved.` });
      onDone?.();
    },
    onError: (err) => {
      if (!shownOnForm?.(err)) toastError(err, t`Failed to update profile`);
    },
  });
}
