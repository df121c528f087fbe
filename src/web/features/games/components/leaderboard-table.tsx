import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { Trophy } from "lucide-react";
import type { LeaderboardPeriod } from "@shared/schemas/games";
import { EmptyState } from "@web/components/empty-state";
import { UserAvatar } from "@web/components/ui/avatar";
import { LoadError } from "@web/components/load-error";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/cn";
import { useLeaderboard } from "../api/leaderboard";

/** Column, and where it sits: predictions only where there is room. */
const COLUMNS = [
  { label: msg`Rank`, className: "w-12 text-left" },
  { label: msg`Fan`, className: "text-left" },
  { label: msg`Points`, className: "text-right" },
  { label: msg`Predictions`, className: "hidden text-right sm:table-cell" },
  { label: msg({ message: "Exact", context: "leaderboard column: exact scores predicted" }), className: "text-right" },
] as const;

/** Gold, silver and bronze for the first three. */
const medalClassName = (rank: number) =>
  cn(
    rank === 1
      ? "bg-amber-400 text-black"
      : rank === 2
        ? "bg-slate-300 text-black"
        : rank === 3
          ? "bg-orange-400 text-black"
          : "bg-muted",
  );

/** One ranking: rank, fan, points, scored predictions and exact scores; the viewer's row stands out. */
export function LeaderboardTable({
  scope,
  period,
  viewerId,
}: {
  scope: string;
  period: LeaderboardPeriod;
  viewerId: number;
}) {
  const { t, i18n } = useLingui();
  const q = useLeaderboard(scope, period);
  const rows = q.data?.pages.flatMap((p) => p.items) ?? [];
  if (q.isPending)
    return (
      <div className="grid gap-2" aria-busy="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  if (q.isError)
    return (
      <LoadError
        what={t`this leaderboard`}
        onRetry={() => void q.refetch()}
        className="rounded-lg border border-destructive/40 p-4"
      />
    );
  if (rows.length === 0)
    return (
      <EmptyState
        icon={Trophy}
        title={t`No points yet`}
        hints={[
          period === "week"
            ? t`Nobody here has a scored prediction this week.`
            : t`Nobody here has a scored prediction this season.`,
          t`Pick the winner of an upcoming game: points arrive with the final score.`,
        ]}
        testId="leaderboard-empty"
      />
    );
  return (
    <div className="grid gap-3">
      <div className="overflow-hidden rounded-lg border bg-card">
        <table className="w-full text-sm" data-testid="leaderboard">
          <thead className="bg-muted/60 text-xs text-muted-foreground">
            <tr>
              {COLUMNS.map(({ label, className }) => (
                <th key={label.id} scope="col" className={cn("px-3 py-2 font-medium", className)}>
                  {i18n._(label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((r) => {
              const me = r.user.id === viewerId;
              return (
                <tr
                  key={r.user.id}
                  className={cn(me && "bg-primary/10")}
                  data-testid="leaderboard-row"
                  data-me={me || undefined}
                >
                  <td className="px-3 py-2">
                    <span
                      className={cn(
                        "grid h-7 w-7 place-items-center rounded-full text-xs font-bold tabular-nums",
                        medalClassName(r.rank),
                      )}
                    >
                      {i18n.number(r.rank)}
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    <Link to={`/users/${r.user.id}`} className="flex min-w-0 items-center gap-2 hover:underline">
                      <UserAvatar user={r.user} className="h-8 w-8" />
                      <span className="min-w-0">
                        <span className="block truncate font-medium">
                          {r.user.firstName} {r.user.lastName}
                          {me ? (
                            <span className="text-muted-foreground">
                              {" "}
                              <Trans>(you)</Trans>
                            </span>
                          ) : null}
                        </span>
                        <span className="block truncate text-xs text-muted-foreground">@{r.user.username}</span>
                      </span>
                    </Link>
                  </td>
                  <td
                    className="px-3 py-2 text-right text-base font-bold tabular-nums"
                    data-testid="leaderboard-points"
                  >
                    {i18n.number(r.points)}
                  </td>
                  <td className="hidden px-3 py-2 text-right tabular-nums text-muted-foreground sm:table-cell">
                    {i18n.number(r.predictions)}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums text-muted-foreground">{i18n.number(r.exact)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {q.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => void q.fetchNextPage()}
          disabled={q.isFetchingNextPage}
        >
          {q.isFetchingNextPage ? <Trans>Loading...</Trans> : <Trans>Show more</Trans>}
        </Button>
      ) : null}
    </div>
  );
}
