import { t } from "@lingui/core/macro";
import { toast } from "@web/components/ui/use-toast";
import { apiRequest, useApiMutation } from "@web/lib/api";
import { useAuth } from "@web/lib/session";
import { toastError } from "@web/lib/toast-error";

/** PUT or DELETE /api/teams/{id}/follow: adds or removes a favourite team. */
export const setFollowTeam = (teamId: number, follow: boolean) =>
  apiRequest(follow ? "PUT" : "DELETE", `/api/teams/${teamId}/follow`);

export function useFollowTeam(team: { id: number; name: string }) {
  const { user, setUser } = useAuth();
  return useApiMutation({
    mutationFn: (follow: boolean) => setFollowTeam(team.id, follow),
    onSuccess: (res) => {
      // The signed-in user's favourites drive the shield, "Favorites only" and highlights everywhere.
      if (user) {
        const others = user.favoriteTeams.filter((id) => id !== team.id);
        setUser({ ...user, favoriteTeams: res.isFavorite ? [...others, team.id] : others });
      }
      const name = team.name;
      toast({ title: res.isFavorite ? t`You follow the ${name}` : t`You no longer follow the ${name}` });
    },
    onError: (err) => toastError(err, t`Failed to update your teams`),
  });
}
