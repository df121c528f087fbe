import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

/** SPEC §2's attendance line: "5 attending", plus " / 20" when the event has a maximum. */
export function useAttendingText() {
  const { t } = useLingui();
  return (current: number, max: number | null) =>
    max === null
      ? t`${plural(current, { one: "# attending", other: "# attending" })}`
      : t`${plural(current, { one: `# attending / ${max}`, other: `# attending / ${max}` })}`;
}
