import * as React from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useNavigate, useSearchParams } from "react-router";
import { BellOff, CheckCircle2, XCircle } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { ApiError, errorMessage } from "@web/lib/api";
import { useUnsubscribeReminderMails } from "@web/features/notifications/api/unsubscribe";

/** Where a fan turns reminder emails (and every other notification) on or off. */
const SETTINGS = "/profile#notifications";

/**
 * /unsubscribe?token=…, the link in the footer of a reminder mail (the server's GET of the mail's
 * one-click address leads here too). It asks first: link scanners open every link of a mail, and
 * opening must not turn anything off.
 */
export default function UnsubscribePage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const [token] = React.useState(() => params.get("token"));
  const navigate = useNavigate();
  const unsubscribe = useUnsubscribeReminderMails();

  React.useEffect(() => {
    if (token && params.has("token")) navigate("/unsubscribe", { replace: true });
  }, [token, params, navigate]);

  // 400: unknown or expired; anything else (429, no connection) may work on a second try.
  const invalid = !token || unsubscribe.error?.status === 400;
  let body: React.ReactNode;
  if (unsubscribe.isSuccess) {
    body = (
      <>
        <CardHeader className="items-center text-center">
          <CheckCircle2 className="h-10 w-10 text-success" aria-hidden="true" />
          <CardTitle as="h1" className="text-2xl">
            <Trans>Event reminder emails are off</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              You will not get event reminder emails any more. You can turn them back on in your notification settings.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline" className="w-full">
            <Link to={SETTINGS}>
              <Trans>Notification settings</Trans>
            </Link>
          </Button>
        </CardContent>
      </>
    );
  } else if (invalid) {
    body = (
      <>
        <CardHeader className="items-center text-center">
          <XCircle className="h-10 w-10 text-destructive" aria-hidden="true" />
          <CardTitle as="h1" className="text-2xl">
            <Trans>This unsubscribe link does not work</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              It is invalid or has expired. You can turn event reminder emails off in your notification settings.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild className="w-full">
            <Link to={SETTINGS}>
              <Trans>Notification settings</Trans>
            </Link>
          </Button>
        </CardContent>
      </>
    );
  } else {
    const failure = unsubscribe.error
      ? unsubscribe.error instanceof ApiError && unsubscribe.error.status === 429
        ? t`Too many tries from here. Wait a few minutes, then try again.`
        : errorMessage(unsubscribe.error, t`Reminder emails could not be turned off. Please try again.`)
      : null;
    body = (
      <>
        <CardHeader className="items-center text-center">
          <BellOff className="h-10 w-10 text-primary" aria-hidden="true" />
          <CardTitle as="h1" className="text-2xl">
            <Trans>Stop event reminder emails?</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              FanZone emails you the day before each event you are going to. Reminders in the app and push notifications
              do not change.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <div role="status">
            {failure ? <p className="mb-3 text-center text-sm text-destructive">{failure}</p> : null}
          </div>
          <div className="grid gap-3">
            <Button
              className="w-full"
              disabled={unsubscribe.isPending}
              onClick={() => token && unsubscribe.mutate(token)}
            >
              {unsubscribe.isPending ? <Trans>Turning off…</Trans> : <Trans>Stop reminder emails</Trans>}
            </Button>
            <Button asChild variant="outline" className="w-full">
              <Link to="/">
                <Trans>Keep them</Trans>
              </Link>
            </Button>
          </div>
        </CardContent>
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-16">
      <meta name="referrer" content="no-referrer" />
      <Card>{body}</Card>
    </div>
  );
}
