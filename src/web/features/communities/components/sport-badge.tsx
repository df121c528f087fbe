import { sportEmoji, sportName } from "@shared/sport-emoji";
import { Badge } from "@web/components/ui/badge";

export function SportBadge({ sport }: { sport: string }) {
  return (
    <Badge variant="secondary">
      <span aria-hidden="true">{sportEmoji(sport)}</span> {sportName(sport)}
    </Badge>
  );
}
