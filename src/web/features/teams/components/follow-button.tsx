import { Star } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { useFollowTeam } from "../api/follow-team";

const TEXT = {
  follow: "Follow",
  following: "Following",
  followLabel: (name: string) => `Follow the ${name}`,
  unfollowLabel: (name: string) => `Stop following the ${name}`,
};

/** Follow / Following: adds the team to the favourites or removes it. */
export function FollowButton({ team, isFavorite }: { team: { id: number; name: string }; isFavorite: boolean }) {
  const follow = useFollowTeam(team);
  return (
    <Button
      variant={isFavorite ? "secondary" : "default"}
      aria-pressed={isFavorite}
      aria-label={isFavorite ? TEXT.unfollowLabel(team.name) : TEXT.followLabel(team.name)}
      disabled={follow.isPending}
      onClick={() => follow.mutate(!isFavorite)}
      data-testid="follow-button"
    >
      <Star className={isFavorite ? "fill-current" : undefined} aria-hidden="true" />
      {isFavorite ? TEXT.following : TEXT.follow}
    </Button>
  );
}
