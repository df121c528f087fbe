import { Trans, useLingui } from "@lingui/react/macro";
import { Star } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { useFollowTeam } from "../api/follow-team";

/** Follow / Following: adds the team to the favourites or removes it. */
export function FollowButton({ team, isFavorite }: { team: { id: number; name: string }; isFavorite: boolean }) {
  const { t } = useLingui();
  const follow = useFollowTeam(team);
  const name = team.name;
  return (
    <Button
      variant={isFavorite ? "secondary" : "default"}
      aria-pressed={isFavorite}
      aria-label={isFavorite ? t`Stop following the ${name}` : t`Follow the ${name}`}
      disabled={follow.isPending}
      onClick={() => follow.mutate(!isFavorite)}
      data-testid="follow-button"
    >
      <Star className={isFavorite ? "fill-current" : undefined} aria-hidden="true" />
      {isFavorite ? <Trans>Following</Trans> : <Trans>Follow</Trans>}
    </Button>
  );
}
