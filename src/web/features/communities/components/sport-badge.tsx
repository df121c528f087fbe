import { useLingui } from "@lingui/react/macro";
import { sportEmoji } from "@shared/sport-emoji";
import { sportLabel } from "@web/lib/i18n/sport-names";
import { Badge } from "@web/components/ui/badge";

export function SportBadge({ sport }: { sport: string }) {
  const { i18n } = useLingui();
  return (
    <Badge variant="secondary">
      <span aria-hidden="true">{sportEmoji(sport)}</span> {sportLabel(i18n, sport)}
    </Badge>
  );
}
