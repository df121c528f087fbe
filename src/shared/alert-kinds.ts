// Apart from the alerts schemas, so the bell on every game card loads no validation library.

/** The moments a fan can be alerted of; the names are part of the API (issue #37). */
export const ALERT_KINDS = ["start", "score", "lead_change", "red_card", "close_late", "final", "postponed"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The default set of a favourite team: basketball has no "score" alert (a basket is not a score). */
export function defaultTeamKinds(sport: string): AlertKind[] {
  return sport === "basketball" ? ["start", "lead_change", "final"] : ["start", "score", "final"];
}
