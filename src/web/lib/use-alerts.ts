import { useQueryClient } from "@tanstack/react-query";
import { ALERT_KINDS, defaultTeamKinds, type AlertKind } from "@shared/alert-kinds";
import type { AlertSettings, AlertSettingsUpdate } from "@shared/schemas/alerts";
import { apiRequest, useApiMutation } from "./api";
import { useApiQuery } from "./api-query";
import { useAuth } from "./session";

// The fan's alerts (GET/PUT /api/alerts, issue #37): shared by the bell on a game (cards and the
// game page), the team page's set and the notification settings.

export const alertsKey = ["/api/alerts"] as const;

export function useAlerts() {
  const { user } = useAuth();
  return useApiQuery({ queryKey: alertsKey, enabled: Boolean(user), staleTime: 60_000 });
}

/** PUT /api/alerts with the parts that change; the answer is the whole set, kept at once. */
export function useSaveAlerts() {
  const qc = useQueryClient();
  return useApiMutation({
    mutationFn: (body: AlertSettingsUpdate) => apiRequest("PUT", "/api/alerts", body) as Promise<AlertSettings>,
    onSuccess: (next) => qc.setQueryData(alertsKey, next),
  });
}

/** What a game's bell shows: the game's own set, else what its teams' sets add up to. */
export function gameKinds(
  settings: AlertSettings | undefined,
  game: { id: string; sport: string; homeTeam: { id: number | null }; awayTeam: { id: number | null } },
): { kinds: AlertKind[]; own: boolean } {
  const own = settings?.games.find((g) => g.gameId === game.id);
  if (own) return { kinds: own.kinds, own: true };
  const kinds = new Set<AlertKind>();
  for (const t of settings?.teams ?? [])
    if (t.teamId === game.homeTeam.id || t.teamId === game.awayTeam.id) for (const k of t.kinds) kinds.add(k);
  return { kinds: ALERT_KINDS.filter((k) => kinds.has(k)), own: false };
}

/** A team's set as the fan has it (a favourite's default until changed; none for another team). */
export function teamKinds(settings: AlertSettings | undefined, teamId: number, sport: string, favourite: boolean) {
  const own = settings?.teams.find((t) => t.teamId === teamId);
  return own ? own.kinds : favourite ? defaultTeamKinds(sport) : [];
}

/** The kinds a sport's fan can ask for: no "score" in basketball (a basket is not a score), red cards in soccer only. */
export const kindsOfSport = (sport: string): AlertKind[] =>
  ALERT_KINDS.filter((k) => !(k === "score" && sport === "basketball") && !(k === "red_card" && sport !== "soccer"));

/** `kinds` with `kind` switched on or off, in the API's order. */
export const toggled = (kinds: readonly AlertKind[], kind: AlertKind, on: boolean): AlertKind[] =>
  ALERT_KINDS.filter((k) => (k === kind ? on : kinds.includes(k)));
