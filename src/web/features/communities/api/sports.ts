import { useQuery } from "@tanstack/react-query";
import type { Team } from "@shared/schemas/teams";
import { SPORTS } from "@shared/schemas/communities";

/** The sports of the team catalogue (SPEC: "sports derived from the teams list"), in catalogue order. */
export function useSportOptions(): string[] {
  const teams = useQuery<Team[]>({ queryKey: ["/api/teams"] });
  const derived = [...new Set((teams.data ?? []).map((t) => t.sport))];
  return derived.length ? derived : [...SPORTS];
}
