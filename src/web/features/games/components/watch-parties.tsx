import type * as React from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Calendar, MapPin, PartyPopper, Users } from "lucide-react";
import { EVENT_CARD_AVATARS } from "@shared/limits";
import type { WatchParty } from "@shared/schemas/games";
import { UserAvatar } from "@web/components/ui/avatar";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { EventTime } from "@web/components/event-time";
import { friendsGoingText } from "../lib/friends-going";
import { SectionTitle } from "./section-title";

/** SPEC §2: "N attending", and " / max" when there is a maximum. */
function Attending({ current, max }: { current: number; max: number | null }) {
  return max === null ? (
    <Plural value={current} one="# attending" other="# attending" />
  ) : (
    <Plural value={current} one={`# attending / ${max}`} other={`# attending / ${max}`} />
  );
}

/**
 * The watch parties for the game the viewer may see, with the friends going. The RSVP control
 * comes from the page (it belongs to the events feature).
 */
export function WatchParties({
  parties,
  rsvp,
}: {
  parties: WatchParty[];
  rsvp: (party: WatchParty) => React.ReactNode;
}) {
  const { t, i18n } = useLingui();
  return (
    <Card data-testid="watch-parties">
      <CardHeader className="pb-3">
        <SectionTitle icon={PartyPopper}>{t`Watch parties`}</SectionTitle>
      </CardHeader>
      <CardContent>
        {parties.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No watch parties for this game yet. Create one from Events and link it to this game.</Trans>
          </p>
        ) : (
          <ul className="grid gap-3">
            {parties.map((p) => (
              <li key={p.id} className="grid gap-2 rounded-md border p-3 text-sm" data-testid="watch-party">
                <h3 className="font-semibold leading-tight">{p.title}</h3>
                <p className="flex items-center gap-2 text-muted-foreground">
                  <Calendar className="h-4 w-4 shrink-0" aria-hidden="true" />
                  <EventTime instant={p.eventDate} venueZone={p.timeZone} />
                </p>
                <p className="flex items-center gap-2 text-muted-foreground">
                  <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
                  <span className="truncate">{p.location}</span>
                </p>
                <p className="flex items-center gap-2 text-muted-foreground">
                  <Users className="h-4 w-4 shrink-0" aria-hidden="true" />
                  <Attending current={p.currentAttendees} max={p.maxAttendees} />
                </p>
                {p.friendsGoing.length > 0 ? (
                  <div className="flex items-center gap-2">
                    <div className="flex -space-x-2">
                      {p.friendsGoing.slice(0, EVENT_CARD_AVATARS).map((f) => (
                        <UserAvatar key={f.id} user={f} className="h-7 w-7 border-2 border-card" />
                      ))}
                    </div>
                    <span data-testid="friends-going">{friendsGoingText(p.friendsGoing, i18n)}</span>
                  </div>
                ) : null}
                <div className="border-t pt-2">{rsvp(p)}</div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
