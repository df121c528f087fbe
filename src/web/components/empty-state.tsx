import type * as React from "react";

/** The dashed box a list shows when it has nothing: an icon, a title, a hint and an action. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  testId,
}: {
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  title: string;
  children?: React.ReactNode;
  action?: React.ReactNode;
  testId?: string;
}) {
  return (
    <div className="rounded-lg border border-dashed p-10 text-center" data-testid={testId}>
      <Icon className="mx-auto mb-3 h-10 w-10 text-muted-foreground" aria-hidden="true" />
      <h3 className="text-lg font-semibold">{title}</h3>
      {children}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
