import * as React from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useNavigate, useSearchParams } from "react-router";
import { CheckCircle2, Loader2, MailWarning, XCircle } from "lucide-react";
import type { PublicUser } from "@shared/schemas/user";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { ApiError } from "@web/lib/api";
import { addressToConfirm, resendFailureText, useResendVerification } from "@web/lib/email-verification";
import { useAuth } from "@web/lib/session";
import { verifyEmailOnce } from "@web/features/auth/api/verify-email";

type Status =
  | { kind: "verifying" }
  | { kind: "verified"; user: PublicUser }
  /** Unknown, used or expired (400), or no token at all. */
  | { kind: "invalid" }
  /** Another account took the address meanwhile (409). */
  | { kind: "taken" }
  /** Not answered (429, a network error, the server failing): the link may still work. */
  | { kind: "failed"; rateLimited: boolean };

/**
 * /verify-email?token=…, the link of a verification mail: signed in or not, it proves the address
 * once on load, then says so (the signed-in fan's session learns it at once) or why not.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  // Read once and kept in memory: the address bar (history, screenshots) and any Referer lose
  // the token as soon as the page has it.
  const [token] = React.useState(() => params.get("token"));
  const navigate = useNavigate();
  const { user, isLoading, setUser } = useAuth();
  const [status, setStatus] = React.useState<Status>(() => (token ? { kind: "verifying" } : { kind: "invalid" }));

  React.useEffect(() => {
    if (token && params.has("token")) navigate("/verify-email", { replace: true });
  }, [token, params, navigate]);

  const verify = React.useCallback(
    (again: boolean) => {
      if (!token) return;
      setStatus({ kind: "verifying" });
      verifyEmailOnce(token, again).then(
        (res) => setStatus({ kind: "verified", user: res.user }),
        (err: unknown) => {
          if (err instanceof ApiError && err.code === "invalid_verification_link") setStatus({ kind: "invalid" });
          else if (err instanceof ApiError && err.status === 409) setStatus({ kind: "taken" });
          else setStatus({ kind: "failed", rateLimited: err instanceof ApiError && err.status === 429 });
        },
      );
    },
    [token],
  );
  React.useEffect(() => verify(false), [verify]);

  // The signed-in fan's session takes the proved address (the banner goes, the profile shows it),
  // once the session's own first read has settled so that it cannot answer the older state last.
  const verified = status.kind === "verified" ? status.user : null;
  React.useEffect(() => {
    if (!verified || isLoading || !user || user.id !== verified.id) return;
    if (
      user.emailVerified !== verified.emailVerified ||
      user.email !== verified.email ||
      user.pendingEmail !== verified.pendingEmail
    )
      setUser(verified);
  }, [verified, isLoading, user, setUser]);

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-16">
      {/* React hoists it into <head>: no request from this page carries a Referer. */}
      <meta name="referrer" content="no-referrer" />
      <Card>
        {isLoading && status.kind !== "verifying" ? (
          <Verifying />
        ) : (
          <Outcome status={status} retry={() => verify(true)} />
        )}
      </Card>
    </div>
  );
}

function Verifying() {
  return (
    <CardHeader className="items-center text-center" role="status">
      <Loader2 className="h-10 w-10 animate-spin text-primary motion-reduce:animate-none" aria-hidden="true" />
      <CardTitle as="h1" className="text-2xl">
        <Trans>Verifying…</Trans>
      </CardTitle>
      <CardDescription>
        <Trans>Checking your verification link.</Trans>
      </CardDescription>
    </CardHeader>
  );
}

function Outcome({ status, retry }: { status: Status; retry: () => void }) {
  const { user } = useAuth();
  if (status.kind === "verifying") return <Verifying />;

  if (status.kind === "verified") {
    const email = status.user.email;
    return (
      <>
        <CardHeader className="items-center text-center">
          <CheckCircle2 className="h-10 w-10 text-success" aria-hidden="true" />
          <CardTitle as="h1" className="text-2xl">
            <Trans>Your email address is verified</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              <strong className="text-foreground wrap-anywhere">{email}</strong> is now the confirmed address of your
              FanZone account.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild className="w-full">
            {user ? (
              <Link to="/">
                <Trans>Go to FanZone</Trans>
              </Link>
            ) : (
              <Link to="/login">
                <Trans>Sign in</Trans>
              </Link>
            )}
          </Button>
        </CardContent>
      </>
    );
  }

  if (status.kind === "failed") {
    return (
      <>
        <CardHeader className="items-center text-center">
          <MailWarning className="h-10 w-10 text-destructive" aria-hidden="true" />
          <CardTitle as="h1" className="text-2xl">
            <Trans>Your address could not be verified yet</Trans>
          </CardTitle>
          <CardDescription>
            {status.rateLimited ? (
              <Trans>Too many links were tried from here. Wait a few minutes, then try again.</Trans>
            ) : (
              <Trans>Something went wrong. Check your connection and try again: the link still works.</Trans>
            )}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button className="w-full" onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        </CardContent>
      </>
    );
  }

  return (
    <>
      <CardHeader className="items-center text-center">
        <XCircle className="h-10 w-10 text-destructive" aria-hidden="true" />
        <CardTitle as="h1" className="text-2xl">
          {status.kind === "taken" ? (
            <Trans>This address is already in use</Trans>
          ) : (
            <Trans>This verification link does not work</Trans>
          )}
        </CardTitle>
        <CardDescription>
          {status.kind === "taken" ? (
            <Trans>Another FanZone account uses this address now. Choose another one in your profile.</Trans>
          ) : (
            <Trans>It is invalid, has expired (links work for 24 hours) or was already used.</Trans>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <NextStep taken={status.kind === "taken"} />
      </CardContent>
    </>
  );
}

/** After a link that does not work: a new one for a signed-in fan still waiting, else the way on. */
function NextStep({ taken }: { taken: boolean }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const [feedback, setFeedback] = React.useState<{ ok: boolean; text: string } | null>(null);
  const resend = useResendVerification({
    sent: (to) => setFeedback({ ok: true, text: t`We sent a new link to ${to}. It works for 24 hours.` }),
    refused: (err) => setFeedback({ ok: false, text: resendFailureText(err) }),
  });
  if (!user) {
    return (
      <div className="grid gap-3">
        <p className="text-center text-sm text-muted-foreground">
          <Trans>Sign in to get a new link.</Trans>
        </p>
        <Button asChild className="w-full">
          <Link to="/login">
            <Trans>Sign in</Trans>
          </Link>
        </Button>
      </div>
    );
  }
  const address = addressToConfirm(user);
  const email = user.email;
  if (taken || !address) {
    return (
      <div className="grid gap-3">
        {address ? null : (
          <p className="text-center text-sm text-muted-foreground">
            <Trans>
              Your address <strong className="text-foreground wrap-anywhere">{email}</strong> is already verified.
            </Trans>
          </p>
        )}
        <Button asChild className="w-full">
          <Link to={taken ? "/profile" : "/"}>
            {taken ? <Trans>Go to your profile</Trans> : <Trans>Go to FanZone</Trans>}
          </Link>
        </Button>
      </div>
    );
  }
  const send = () => {
    setFeedback(null);
    resend.mutate();
  };
  return (
    <>
      <div role="status">
        {feedback ? (
          <p className={feedback.ok ? "mb-3 text-center text-sm" : "mb-3 text-center text-sm text-destructive"}>
            {feedback.text}
          </p>
        ) : null}
      </div>
      {feedback?.ok ? (
        <Button asChild variant="outline" className="w-full">
          <Link to="/">
            <Trans>Go to FanZone</Trans>
          </Link>
        </Button>
      ) : (
        <Button className="w-full" disabled={resend.isPending} onClick={send}>
          {resend.isPending ? <Trans>Sending…</Trans> : <Trans>Send a new link</Trans>}
        </Button>
      )}
    </>
  );
}
