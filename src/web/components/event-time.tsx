import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@shared/i18n/locales";
import { eventTime } from "@web/lib/i18n/time-format";
import { useTimeZone } from "@web/lib/i18n/use-time-zone";

/**
 * An event's time for the viewer: "Sat, Nov 28, 6:00 PM PST", or, when the venue's clock differs
 * from the viewer's, "Sat, Nov 28, 6:00 PM PST at the venue · Sun 11:00 AM your time".
 */
export function EventTime({ instant, venueZone }: { instant: string; venueZone: string }) {
  const { i18n } = useLingui();
  const viewerZone = useTimeZone();
  const time = eventTime(new Date(instant), venueZone, viewerZone, i18n.locale as Locale);
  const venue = time.kind === "same" ? time.when : time.venue;
  const viewer = time.kind === "same" ? time.when : time.viewer;
  return (
    <time dateTime={instant} data-testid="event-time">
      {time.kind === "same" ? (
        venue
      ) : (
        <Trans>
          {venue} at the venue · {viewer} your time
        </Trans>
      )}
    </time>
  );
}
