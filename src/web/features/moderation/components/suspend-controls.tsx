import * as React from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { SUSPENSION_PERIODS } from "@shared/schemas/moderation";
import { Button } from "@web/components/ui/button";
import { NativeSelect } from "@web/components/ui/native-select";
import { useSuspendUser, useUnsuspendUser } from "../api/decisions";

const DAY_MS = 24 * 3600_000;

/** Suspend the person responsible for a reported subject for a period, or lift their suspension. */
export function SuspendControls({
  user,
  suspended,
  reason,
  idBase,
}: {
  user: { id: number; firstName: string };
  suspended: boolean;
  /** What the audit trail records as the reason (the report's reasons). */
  reason: string;
  idBase: string;
}) {
  const { t } = useLingui();
  const [period, setPeriod] = React.useState("7");
  const name = user.firstName;
  const periodLabel = (days: number | null) =>
    days === null ? t`For good` : t`${plural(days, { one: "# day", other: "# days" })}`;
  const suspend = useSuspendUser();
  const unsuspend = useUnsuspendUser();
  if (suspended)
    return (
      <Button
        variant="outline"
        size="sm"
        disabled={unsuspend.isPending}
        onClick={() => unsuspend.mutate({ userId: user.id })}
      >
        <Trans>Lift suspension</Trans>
      </Button>
    );
  const onSuspend = () => {
    const days = period === "forever" ? null : Number(period);
    const question =
      days === null
        ? t`Suspend ${name} for good? They are signed out everywhere at once.`
        : t`Suspend ${name} for ${plural(days, { one: "# day", other: "# days" })}? They are signed out everywhere at once.`;
    if (!window.confirm(question)) return;
    suspend.mutate({
      userId: user.id,
      until: days === null ? null : new Date(Date.now() + days * DAY_MS).toISOString(),
      reason,
    });
  };
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={`${idBase}-period`} className="sr-only">
        <Trans>Suspension period for {name}</Trans>
      </label>
      <NativeSelect
        id={`${idBase}-period`}
        value={period}
        onChange={(e) => setPeriod(e.target.value)}
        className="h-9 w-auto"
      >
        {SUSPENSION_PERIODS.map((p) => (
          <option key={p.label} value={p.days === null ? "forever" : String(p.days)}>
            {periodLabel(p.days)}
          </option>
        ))}
      </NativeSelect>
      <Button variant="destructive" size="sm" disabled={suspend.isPending} onClick={onSuspend}>
        <Trans>Suspend {name}</Trans>
      </Button>
    </div>
  );
}
