import * as React from "react";
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
import { useAuth } from "@web/lib/session";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What became of the communities and events the user created, leaving out what did not happen. */
function departureSummary({ communities, events }: AccountDeleted): string {
  const parts = [
    communities.handedOver && `${count(communities.handedOver, "community", "communities")} handed over`,
    communities.deleted && `${count(communities.deleted, "community", "communities")} closed`,
    events.handedOver && `${count(events.handedOver, "event", "events")} handed over`,
    events.cancelled && `${count(events.cancelled, "event", "events")} cancelled`,
  ].filter(Boolean);
  return parts.length ? `${parts.join(", ")}.` : "You had no communities or events to hand over.";
}

/** Profile section: a copy of my data, and deleting the account (with a confirmation that says what happens). */
export function AccountCard() {
  const { logout } = useAuth();
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
      setDone(await apiRequest<AccountDeleted>("DELETE", "/api/users/me", { password }));
    } catch (err) {
      setError(errorMessage(err, "Could not delete the account"));
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
        <CardTitle>Your Account</CardTitle>
        <CardDescription>Take a copy of your data, or leave FanZone.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button asChild variant="outline" className="justify-self-start">
          <a href="/api/users/me/export" download>
            Download my data
          </a>
        </Button>
        <Button variant="destructive" className="justify-self-start" onClick={() => setOpen(true)}>
          Delete account
        </Button>
      </CardContent>
      <Dialog open={open} onOpenChange={(o) => (done ? void leave() : setOpen(o))}>
        <DialogContent>
          {done ? (
            <>
              <DialogHeader>
                <DialogTitle>Goodbye</DialogTitle>
                <DialogDescription>Your account and everything in it have been deleted.</DialogDescription>
              </DialogHeader>
              <p className="text-sm" data-testid="goodbye-summary">
                {departureSummary(done)}
              </p>
              <DialogFooter>
                <Button onClick={() => void leave()}>Close</Button>
              </DialogFooter>
            </>
          ) : (
            <form onSubmit={confirm} className="grid gap-4">
              <DialogHeader>
                <DialogTitle>Delete your account?</DialogTitle>
                <DialogDescription>This cannot be undone.</DialogDescription>
              </DialogHeader>
              <ul className="list-disc space-y-1 pl-5 text-sm">
                <li>
                  Your profile, posts, comments, likes, images, friendships, memberships, RSVPs, notifications,
                  predictions and game comments are deleted. Like and comment counts drop accordingly.
                </li>
                <li>
                  Communities you created pass to their longest-standing member; a community with no other member is
                  closed.
                </li>
                <li>
                  Events you created pass to the first person going; an upcoming event nobody else is going to is
                  cancelled and those who said maybe are told. Your place at an event goes to its waitlist.
                </li>
                <li>You are signed out everywhere, and your email can be used to register again.</li>
              </ul>
              <div className="grid gap-2">
                <Label htmlFor="delete-password">Password</Label>
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
                  Cancel
                </Button>
                <Button type="submit" variant="destructive" disabled={pending || password === ""}>
                  {pending ? "Deleting..." : "Delete my account"}
                </Button>
              </DialogFooter>
            </form>
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
