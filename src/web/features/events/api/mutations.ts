import type { CreateEventInput, EditEventInput, FanEvent } from "@shared/schemas/events";
import { toast } from "@web/components/ui/use-toast";
import { apiRequest, useApiMutation } from "@web/lib/api";
import { toastError } from "@web/lib/toast-error";

const failed = (fallback: string) => (err: unknown) => toastError(err, fallback);

/** POST /api/events. */
export function useCreateEvent(onDone: (e: FanEvent) => void) {
  return useApiMutation<FanEvent, CreateEventInput & { creatorId: number }>({
    mutationFn: (body) => apiRequest<FanEvent>("POST", "/api/events", body),
    onSuccess: (e) => {
      toast({ title: "Event Created!", description: `${e.title} is on the calendar.` });
      onDone(e);
    },
    onError: failed("Failed to create event"),
  });
}

/** POST /api/events/{id}/rsvp with status going, or DELETE to cancel the RSVP. */
export function useRsvp() {
  return useApiMutation<FanEvent, { eventId: number; userId: number; going: boolean }>({
    mutationFn: ({ eventId, userId, going }) =>
      going
        ? apiRequest<FanEvent>("POST", `/api/events/${eventId}/rsvp`, { userId, status: "going" })
        : apiRequest<FanEvent>("DELETE", `/api/events/${eventId}/rsvp`, { userId }),
    onSuccess: (e, v) =>
      toast({
        title: "RSVP Updated!",
        description: v.going ? `You're going to ${e.title}.` : `You're no longer going to ${e.title}.`,
      }),
    onError: failed("Failed to update RSVP"),
  });
}

/** POST /api/events/{id}/waitlist: wait for a place at a full event. */
export function useJoinWaitlist() {
  return useApiMutation<FanEvent, number>({
    mutationFn: (eventId) => apiRequest<FanEvent>("POST", `/api/events/${eventId}/waitlist`),
    onSuccess: (e) =>
      toast({ title: "You're on the waitlist", description: `You'll get the next free place at ${e.title}.` }),
    onError: failed("Failed to join the waitlist"),
  });
}

/** PATCH /api/events/{id}: the creator's changes. */
export function useEditEvent(onDone: () => void) {
  return useApiMutation<FanEvent, { eventId: number; body: EditEventInput }>({
    mutationFn: ({ eventId, body }) => apiRequest<FanEvent>("PATCH", `/api/events/${eventId}`, body),
    onSuccess: (e) => {
      toast({ title: "Event Updated", description: `Attendees now see the new details of ${e.title}.` });
      onDone();
    },
    onError: failed("Failed to update event"),
  });
}
