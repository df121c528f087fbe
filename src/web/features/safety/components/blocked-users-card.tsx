import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { UserAvatar } from "@web/components/ui/avatar";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { useMyList, useRelationToggle } from "../api/blocks";

/** Profile section: the people I blocked and muted, each with a way back. */
export function BlockedUsersCard() {
  const { t } = useLingui();
  const blocks = useMyList("blocks");
  const mutes = useMyList("mutes");
  const unblock = useRelationToggle("block");
  const unmute = useRelationToggle("mute");
  const section = (
    title: string,
    query: typeof blocks,
    action: string,
    onUndo: (id: number) => void,
    pending: boolean,
    empty: string,
  ) => (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {query.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : query.data?.items.length ? (
        <ul className="divide-y" aria-label={title}>
          {query.data.items.map((u) => (
            <li key={u.id} className="flex items-center gap-3 py-2">
              <UserAvatar user={u} className="h-8 w-8" />
              <Link to={`/users/${u.id}`} className="min-w-0 flex-1 truncate text-sm font-medium hover:underline">
                {u.firstName} {u.lastName}
              </Link>
              <Button size="sm" variant="outline" disabled={pending} onClick={() => onUndo(u.id)}>
                {action}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{empty}</p>
      )}
    </div>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Blocked and Muted</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Blocked fans and you cannot see or contact each other; muted fans leave your feed.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {section(
          t`Blocked`,
          blocks,
          t`Unblock`,
          (id) => unblock.mutate({ userId: id, on: false }),
          unblock.isPending,
          t`You haven't blocked anyone.`,
        )}
        {section(
          t`Muted`,
          mutes,
          t`Unmute`,
          (id) => unmute.mutate({ userId: id, on: false }),
          unmute.isPending,
          t`You haven't muted anyone.`,
        )}
      </CardContent>
    </Card>
  );
}
