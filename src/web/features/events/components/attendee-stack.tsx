import { EVENT_CARD_AVATARS } from "@shared/limits";
import type { Attendee } from "@shared/schemas/events";
import { UserAvatar } from "@web/components/ui/avatar";

/** Up to 3 attendee avatars, then '+N' for the rest of the people going. */
export function AttendeeStack({ attendees, total }: { attendees: Attendee[]; total: number }) {
  const shown = attendees.slice(0, EVENT_CARD_AVATARS);
  const more = total - shown.length;
  if (total === 0) return null;
  return (
    <div className="flex items-center" data-testid="attendee-stack">
      <div className="flex -space-x-2">
        {shown.map((a) => (
          <span key={a.id} data-testid="attendee-avatar" className="rounded-full">
            <UserAvatar user={a} className="h-8 w-8 border-2 border-card" />
          </span>
        ))}
      </div>
      {more > 0 ? (
        <span
          className="ml-1 flex h-8 min-w-8 items-center justify-center rounded-full bg-muted px-1.5 text-xs font-semibold"
          data-testid="attendee-more"
        >
          +{more}
        </span>
      ) : null}
    </div>
  );
}
