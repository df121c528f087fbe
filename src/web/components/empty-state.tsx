import type * as React from "react";
import { Button } from "@web/components/ui/button";

/** The dashed box a list shows when it has nothing: an icon, a title, hints and an action. */
export function EmptyState({
  icon: Icon,
  title,
  hints,
  action,
  testId,
}: {
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  title: string;
  hints: string[];
  action?: { label: string; onClick: () => void };
  testId?: string;
}) {
  return (
    <div className="rounded-lg border border-dashed p-10 text-center" data-testid={testId}>
      <Icon className="mx-auto mb-3 h-10 w-10 text-muted-foreground" aria-hidden="true" />
      <h3 className="text-lg font-semibold">{title}</h3>
      <div className="mt-1 text-sm text-muted-foreground">
        {hints.map((h) => (
          <p key={h}>{h}</p>
        ))}
      </div>
      {action ? (
        <Button className="mt-4" variant="outline" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
    </div>
  );
}
