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
  ["Rank", "w-12 text-left"],
  ["Fan", "text-left"],
  ["Points", "text-right"],
  ["Predictions", "hidden text-right sm:table-cell"],
  ["Exact", "text-right"],
] as const;

const MEDALS = ["bg-amber-400 text-black", "bg-slate-300 text-black", "bg-orange-400 text-black"];

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
        what="this leaderboard"
        onRetry={() => void q.refetch()}
        className="rounded-lg border border-destructive/40 p-4"
      />
    );
  if (rows.length === 0)
    return (
      <EmptyState
        icon={Trophy}
        title="No points yet"
        hints={[
          period === "week"
            ? "Nobody here has a scored prediction this week."
            : "Nobody here has a scored prediction this season.",
          "Pick the winner of an upcoming game: points arrive with the final score.",
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
              {COLUMNS.map(([label, className]) => (
                <th key={label} scope="col" className={cn("px-3 py-2 font-medium", className)}>
                  {label}
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
                        MEDALS[r.rank - 1] ?? "bg-muted",
                      )}
                    >
                      {r.rank}
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    <Link to={`/users/${r.user.id}`} className="flex min-w-0 items-center gap-2 hover:underline">
                      <UserAvatar user={r.user} className="h-8 w-8" />
                      <span className="min-w-0">
                        <span className="block truncate font-medium">
                          {r.user.firstName} {r.user.lastName}
                          {me ? <span className="text-muted-foreground"> (you)</span> : null}
                        </span>
                        <span className="block truncate text-xs text-muted-foreground">@{r.user.username}</span>
                      </span>
                    </Link>
                  </td>
                  <td
                    className="px-3 py-2 text-right text-base font-bold tabular-nums"
                    data-testid="leaderboard-points"
                  >
                    {r.points}
                  </td>
                  <td className="hidden px-3 py-2 text-right tabular-nums text-muted-foreground sm:table-cell">
                    {r.predictions}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums text-muted-foreground">{r.exact}</td>
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
          {q.isFetchingNextPage ? "Loading..." : "Show more"}
        </Button>
      ) : null}
    </div>
  );
}
