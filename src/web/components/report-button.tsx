import * as React from "react";
import { Trans } from "@lingui/react/macro";
import { Flag } from "lucide-react";
import type { ReportSubject } from "@shared/schemas/moderation";
import { Button } from "@web/components/ui/button";
import { lazyComponent } from "@web/lib/lazy-component";

// The dialog, its form and schema load when first opened (asked for when a pointer or the focus
// reaches the button): every post, comment and event card draws this button.
const { Component: ReportDialog, prefetch: prefetchDialog } = lazyComponent(() =>
  import("./report-dialog").then((m) => ({ default: m.ReportDialog })),
);

/** A small "Report" button that opens the dialog. */
export function ReportButton({
  subject,
  what,
  label,
  showText = false,
  className,
}: {
  subject: ReportSubject;
  what: string;
  /** The accessible name, e.g. "Report post". */
  label: string;
  showText?: boolean;
  className?: string;
}) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={className ?? "text-muted-foreground"}
        aria-label={label}
        onClick={() => setOpen(true)}
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
      >
        <Flag />
        {showText ? (
          <span>
            <Trans>Report</Trans>
          </span>
        ) : null}
      </Button>
      {open ? (
        <React.Suspense fallback={null}>
          <ReportDialog subject={subject} what={what} open={open} onOpenChange={setOpen} />
        </React.Suspense>
      ) : null}
    </>
  );
}
