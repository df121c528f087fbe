import { Trans, useLingui } from "@lingui/react/macro";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { useUserStats } from "../api/user-stats";

/** Stats: Communities, Events Attended, Favorite Teams. */
export function StatsCard({ userId }: { userId: number }) {
  const { t, i18n } = useLingui();
  const stats = useUserStats(userId);
  const rows = [
    ["communities", t`Communities`, stats.data?.communities],
    ["events", t`Events Attended`, stats.data?.eventsAttended],
    ["teams", t`Favorite Teams`, stats.data?.favoriteTeams],
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Stats</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-3">
          {rows.map(([key, label, value]) => (
            <div key={key} className="flex items-center justify-between gap-2">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-lg font-semibold">
                {stats.isPending ? <Skeleton className="h-5 w-8" /> : i18n.number(value ?? 0)}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
