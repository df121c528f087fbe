import { teamsRead } from "@shared/first-screen/reads";
import { useApiQuery } from "./api-query";

/** GET /api/teams: the whole team catalogue. One key, so every screen shares one cached copy. */
export const teamsKey = teamsRead.queryKey;

export const useTeams = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useApiQuery({ queryKey: teamsKey, enabled });
