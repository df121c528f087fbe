import { t } from "@lingui/core/macro";
import { toast } from "@web/components/ui/use-toast";
import { apiRequest, useApiMutation } from "@web/lib/api";
import type { ApiBody, ApiResponse } from "@web/lib/api-types";
import { toastError } from "@web/lib/toast-error";

// Texts are read when the toast shows (t on the event, in the language active then).

/** POST /api/events. */
export function useCreateEvent(onDone: (e: ApiResponse<"/api/events", "POST">) => void) {
  return useApiMutation({
    mutationFn: (body: ApiBody<"/api/events", "POST">) => apiRequest("POST", "/api/events", body),
    onSuccess: (e) => {
      const title = e.title;
      toast({ title: t`Event Created!`, description: t`${title} is on the calendar.` });
      onDone(e);
    },
    onError: (err) => toastError(err, t`Failed to create event`),
  });
}

/** POST /api/events/{id}/rsvp with status going, or DELETE to cancel the RSVP. */
export function useRsvp() {
  return useApiMutation({
    mutationFn: ({ eventId, userId, going }: { eventId: number; userId: number; going: boolean }) =>
      going
        ? apiRequest("POST", `/api/events/${eventId}/rsvp`, { userId, status: "going" })
        : apiRequest("DELETE", `/api/events/${eventId}/rsvp`, { userId }),
    onSuccess: ({ title }, v) =>
      toast({
        title: t`RSVP Updated!`,
        description: v.going ? t`You're going to ${title}.` : t`You're no longer going to ${title}.`,
      }),
    onError: (err) => toastError(err, t`Failed to update RSVP`),
  });
}

/** POST /api/events/{id}/waitlist: wait for a place at a full event. */
export function useJoinWaitlist() {
  return useApiMutation({
    mutationFn: (eventId: number) => apiRequest("POST", `/api/events/${eventId}/waitlist`),
    onSuccess: ({ title }) =>
      toast({ title: t`You're on the waitlist`, description: t`You'll get the next free place at ${title}.` }),
    onError: (err) => toastError(err, t`Failed to join the waitlist`),
  });
}

/** PATCH /api/events/{id}: the creator's changes. */
export function useEditEvent(onDone: () => void) {
  return useApiMutation({
    mutationFn: ({ eventId, body }: { eventId: number; body: ApiBody<"/api/events/{eventId}", "PATCH"> }) =>
      apiRequest("PATCH", `/api/events/${eventId}`, body),
    onSuccess: (e) => {
      const title = e.title;
      toast({ title: t`Event Updated`, description: t`Attendees now see the new details of ${title}.` });
      onDone();
    },
    onError: (err) => toastError(err, t`Failed to update event`),
  });
}
