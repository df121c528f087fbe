import { sportEmoji } from "@shared/sport-emoji";
import { Badge } from "@web/components/ui/badge";

export const sportName = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

export function SportBadge({ sport }: { sport: string }) {
  return (
    <Badge variant="secondary">
      <span aria-hidden="true">{sportEmoji(sport)}</span> {sportName(sport)}
    </Badge>
  );
}
