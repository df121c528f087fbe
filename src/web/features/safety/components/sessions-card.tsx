import { Trans, useLingui } from "@lingui/react/macro";
import { Monitor, Smartphone, Tablet } from "lucide-react";
import type { Locale } from "@shared/i18n/locales";
import { relativeTime } from "@shared/relative-time";
import type { SessionInfo } from "@shared/schemas/sessions";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { useEndSession, useSessions, useSignOutOthers } from "../api/sessions";

function DeviceIcon({ type }: { type: SessionInfo["device"]["type"] }) {
  const Icon = type === "mobile" ? Smartphone : type === "tablet" ? Tablet : Monitor;
  return <Icon className="h-5 w-5 shrink-0 text-muted-foreground" aria-hidden="true" />;
}

/** Profile section: where I am signed in, with a way to end any other session. */
export function SessionsCard() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const sessions = useSessions();
  const end = useEndSession();
  const others = useSignOutOthers();
  // Times are relative to when the list arrived (render stays pure; a refetch moves it on).
  const now = sessions.dataUpdatedAt;
  const items = sessions.data?.items ?? [];
  const hasOthers = items.some((s) => !s.current);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Where You're Signed In</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Sign out a device you no longer use or don't recognise.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {sessions.isPending ? (
          <Skeleton className="h-14 w-full" />
        ) : (
          <ul className="divide-y" aria-label={t`Sessions`}>
            {items.map((s) => {
              const signedIn = relativeTime(s.createdAt, now, locale);
              const lastSeen = relativeTime(s.lastSeenAt, now, locale);
              const device = s.device.label;
              return (
                <li key={s.id} className="flex items-center gap-3 py-2" data-testid="session-row">
                  <DeviceIcon type={s.device.type} />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                      {s.device.label}
                      {s.current ? (
                        <Badge variant="success">
                          <Trans>This device</Trans>
                        </Badge>
                      ) : null}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      <Trans>
                        Signed in {signedIn} · last seen {lastSeen}
                      </Trans>
                    </p>
                  </div>
                  {s.current ? null : (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={end.isPending}
                      onClick={() => end.mutate(s.id)}
                      aria-label={t`Sign out ${device}`}
                    >
                      <Trans>Sign out</Trans>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={!hasOthers || others.isPending}
          onClick={() => others.mutate()}
        >
          {others.isPending ? <Trans>Signing out...</Trans> : <Trans>Sign out everywhere else</Trans>}
        </Button>
      </CardContent>
    </Card>
  );
}
