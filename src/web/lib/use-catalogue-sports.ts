import { useQuery } from "@tanstack/react-query";
import { SPORTS, type Team } from "@shared/schemas/teams";

/** The sports of the team catalogue (SPEC: filters derive sports from the teams list), in catalogue order. */
export function useCatalogueSports(): string[] {
  const teams = useQuery<Team[]>({ queryKey: ["/api/teams"] });
  const derived = [...new Set((teams.data ?? []).map((t) => t.sport))];
  return derived.length ? derived : [...SPORTS];
}
