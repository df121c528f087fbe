import * as React from "react";
import { plural, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "react-router";
import type { AccountDeleted } from "@shared/schemas/account";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { apiRequest, errorMessage } from "@web/lib/api";
import type { ApiUrl } from "@web/lib/api-types";
import { useAuth } from "@web/lib/session";

/**
 * What became of the communities and events the user created, leaving out what did not happen
 * ("2 communities handed over, 1 event cancelled."). Read when the dialog shows it.
 */
function departureSummary({ communities, events }: AccountDeleted, locale: string): string {
  const handedOverCommunities = communities.handedOver;
  const closedCommunities = communities.deleted;
  const handedOverEvents = events.handedOver;
  const cancelledEvents = events.cancelled;
  const parts = [
    handedOverCommunities &&
      t`${plural(handedOverCommunities, { one: "# community handed over", other: "# communities handed over" })}`,
    closedCommunities && t`${plural(closedCommunities, { one: "# community closed", other: "# communities closed" })}`,
    handedOverEvents && t`${plural(handedOverEvents, { one: "# event handed over", other: "# events handed over" })}`,
    cancelledEvents && t`${plural(cancelledEvents, { one: "# event cancelled", other: "# events cancelled" })}`,
  ].filter((p): p is string => Boolean(p));
  if (!parts.length) return t`You had no communities or events to hand over.`;
  return `${new Intl.ListFormat(locale, { type: "unit", style: "long" }).format(parts)}.`;
}

/** Profile section: a copy of my data, and deleting the account (with a confirmation that says what happens). */
export function AccountCard() {
  const { logout } = useAuth();
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [open, setOpen] = React.useState(false);
  const [password, setPassword] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);
  const [done, setDone] = React.useState<AccountDeleted | null>(null);

  async function confirm(e: React.FormEvent) {
    e.preventDefault();
    setPending(true);
    setError(null);
    try {
      setDone(await apiRequest("DELETE", "/api/users/me", { password }));
    } catch (err) {
      setError(errorMessage(err, t`Could not delete the account`));
    } finally {
      setPending(false);
    }
  }

  async function leave() {
    await logout().catch(() => undefined);
    navigate("/login", { replace: true });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Your Account</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Take a copy of your data, or leave FanZone.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button asChild variant="outline" className="justify-self-start">
          <a href={"/api/users/me/export" satisfies ApiUrl<"GET">} download>
            <Trans>Download my data</Trans>
          </a>
        </Button>
        <Button variant="destructive" className="justify-self-start" onClick={() => setOpen(true)}>
          <Trans>Delete account</Trans>
        </Button>
      </CardContent>
      <Dialog open={open} onOpenChange={(o) => (done ? void leave() : setOpen(o))}>
        <DialogContent>
          {done ? (
            <>
              <DialogHeader>
                <DialogTitle>
                  <Trans>Goodbye</Trans>
                </DialogTitle>
                <DialogDescription>
                  <Trans>Your account and everything in it have been deleted.</Trans>
                </DialogDescription>
              </DialogHeader>
              <p className="text-sm" data-testid="goodbye-summary">
                {departureSummary(done, i18n.locale)}
              </p>
              <DialogFooter>
                <Button onClick={() => void leave()}>
                  <Trans>Close</Trans>
                </Button>
              </DialogFooter>
            </>
          ) : (
            <form onSubmit={(e) => void confirm(e)} className="grid gap-4">
              <DialogHeader>
                <DialogTitle>
                  <Trans>Delete your account?</Trans>
                </DialogTitle>
                <DialogDescription>
                  <Trans>This cannot be undone.</Trans>
                </DialogDescription>
              </DialogHeader>
              <ul className="list-disc space-y-1 pl-5 text-sm">
                <li>
                  <Trans>
                    Your profile, posts, comments, likes, images, friendships, memberships, RSVPs, notifications,
                    predictions and game comments are deleted. Like and comment counts drop accordingly.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    Communities you created pass to their longest-standing member; a community with no other member is
                    closed.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    Events you created pass to the first person going; an upcoming event nobody else is going to is
                    cancelled and those who said maybe are told. Your place at an event goes to its waitlist.
                  </Trans>
                </li>
                <li>
                  <Trans>You are signed out everywhere, and your email can be used to register again.</Trans>
                </li>
              </ul>
              <div className="grid gap-2">
                <Label htmlFor="delete-password">
                  <Trans>Password</Trans>
                </Label>
                <Input
                  id="delete-password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? "delete-error" : undefined}
                />
                {error ? (
                  <p id="delete-error" role="alert" className="text-sm text-destructive">
                    {error}
                  </p>
                ) : null}
              </div>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" variant="destructive" disabled={pending || password === ""}>
                  {pending ? <Trans>Deleting...</Trans> : <Trans>Delete my account</Trans>}
                </Button>
              </DialogFooter>
            </form>
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
