import { SPORTS } from "@shared/leagues";
import { useTeams } from "./use-teams";

/** The sports of the team catalogue (SPEC: filters derive sports from the teams list), in catalogue order. */
export function useCatalogueSports(): string[] {
  const teams = useTeams();
  const derived = [...new Set((teams.data ?? []).map((t) => t.sport))];
  return derived.length ? derived : [...SPORTS];
}
