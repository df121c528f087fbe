import * as React from "react";
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
  const [period, setPeriod] = React.useState("7");
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
        Lift suspension
      </Button>
    );
  const onSuspend = () => {
    const days = period === "forever" ? null : Number(period);
    const label = days === null ? "for good" : `for ${days === 1 ? "1 day" : `${days} days`}`;
    if (!window.confirm(`Suspend ${user.firstName} ${label}? They are signed out everywhere at once.`)) return;
    suspend.mutate({
      userId: user.id,
      until: days === null ? null : new Date(Date.now() + days * DAY_MS).toISOString(),
      reason,
    });
  };
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={`${idBase}-period`} className="sr-only">
        Suspension period for {user.firstName}
      </label>
      <NativeSelect
        id={`${idBase}-period`}
        value={period}
        onChange={(e) => setPeriod(e.target.value)}
        className="h-9 w-auto"
      >
        {SUSPENSION_PERIODS.map((p) => (
          <option key={p.label} value={p.days === null ? "forever" : String(p.days)}>
            {p.label}
          </option>
        ))}
      </NativeSelect>
      <Button variant="destructive" size="sm" disabled={suspend.isPending} onClick={onSuspend}>
        Suspend {user.firstName}
      </Button>
    </div>
  );
}
