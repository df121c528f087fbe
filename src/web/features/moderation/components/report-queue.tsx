import * as React from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { ShieldCheck } from "lucide-react";
import { EmptyState } from "@web/components/empty-state";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { useReportQueue } from "../api/report-queue";
import { ReportedItem } from "./reported-item";

/** The administrators' queue of open reports, oldest first. */
export function ReportQueue() {
  const { t } = useLingui();
  const queue = useReportQueue();
  // Read once per mount: relative times need not tick on this screen.
  const [now] = React.useState(() => Date.now());
  if (queue.isPending)
    return (
      <div className="grid grid-cols-1 gap-4" aria-busy="true">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  if (queue.isError)
    return (
      <div className="grid justify-items-start gap-2" role="alert">
        <p>
          <Trans>Could not load the reports.</Trans>
        </p>
        <Button variant="outline" onClick={() => void queue.refetch()}>
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  const items = queue.data.pages.flatMap((p) => p.items);
  if (items.length === 0)
    return (
      <EmptyState
        icon={ShieldCheck}
        title={t`No open reports`}
        hints={[t`When fans report something, it shows up here.`]}
        testId="reports-empty"
      />
    );
  return (
    <div className="grid grid-cols-1 gap-4">
      {items.map((item) => (
        <ReportedItem key={item.reportId} item={item} now={now} />
      ))}
      {queue.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={queue.isFetchingNextPage}
          onClick={() => void queue.fetchNextPage()}
        >
          {queue.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
        </Button>
      ) : null}
    </div>
  );
}
