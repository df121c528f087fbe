import type { ApiUrl } from "@web/lib/api-types";

/** The team's calendar file, and the same address for a calendar app to subscribe to (webcal://). */
export function calendarLinks(teamId: number, origin = window.location.origin) {
  const path = `/api/teams/${teamId}/calendar.ics` satisfies ApiUrl<"GET">;
  return {
    download: path,
    subscribe: `${origin.replace(/^https?:/, "webcal:")}${path}`,
  };
}
