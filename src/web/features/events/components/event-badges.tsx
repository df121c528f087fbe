import { Link } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { FanEvent } from "@shared/schemas/events";
import { sportEmoji } from "@shared/sport-emoji";
import { sportLabel } from "@web/lib/i18n/sport-names";
import { Badge } from "@web/components/ui/badge";

/** An event's sport and, when it belongs to one, its community (a link), on its card and its page. */
export function EventBadges({ event }: { event: Pick<FanEvent, "sport" | "communityId" | "communityName"> }) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-wrap gap-2">
      <Badge variant="secondary">
        <span aria-hidden="true">{sportEmoji(event.sport)}</span> {sportLabel(i18n, event.sport)}
      </Badge>
      {event.communityId && event.communityName ? (
        <Badge variant="outline" className="max-w-full">
          <span className="sr-only">
            <Trans>Community:</Trans>{" "}
          </span>
          <Link to={`/communities/${event.communityId}`} className="truncate hover:underline">
            {event.communityName}
          </Link>
        </Badge>
      ) : null}
    </div>
  );
}
