import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { useUserStats } from "../api/user-stats";

/** Stats: Communities, Events Attended, Favorite Teams. */
export function StatsCard({ userId }: { userId: number }) {
  const stats = useUserStats(userId);
  const rows = [
    ["Communities", stats.data?.communities],
    ["Events Attended", stats.data?.eventsAttended],
    ["Favorite Teams", stats.data?.favoriteTeams],
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Stats</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-3">
          {rows.map(([label, value]) => (
            <div key={label} className="flex items-center justify-between">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-lg font-semibold">
                {stats.isPending ? <Skeleton className="h-5 w-8" /> : (value ?? 0)}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
