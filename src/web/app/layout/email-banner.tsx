import * as React from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { MailWarning, X } from "lucide-react";
import type { PublicUser } from "@shared/schemas/user";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { addressToConfirm, resendFailureText, useResendVerification } from "@web/lib/email-verification";

/** A phone's buttons are drawn 24 px tall in the slim row; their tap area reaches past it. */
const tapAreaClassName = "relative after:absolute after:-inset-y-2.5 after:inset-x-0 sm:after:hidden";

/** The address whose banner was dismissed in this browser tab (sessionStorage: gone with the tab). */
const DISMISSED_KEY = "fanzone.email-banner.dismissed";

function readDismissed(): string | null {
  try {
    return sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/**
 * Under the header of the signed-in shell while the fan's address (or the new one they asked
 * for) waits for its verification link: where the link went, a way to get a new one, and a close
 * button that holds for this tab's session, for this address (a newer address shows it again).
 * Loaded only for such a fan (AppLayout), so it costs the others nothing.
 */
export default function EmailBanner({ user }: { user: PublicUser }) {
  const { t } = useLingui();
  const address = addressToConfirm(user);
  const [dismissed, setDismissed] = React.useState(readDismissed);
  const [feedback, setFeedback] = React.useState<{ ok: boolean; text: string } | null>(null);
  const resend = useResendVerification({
    sent: (to) => setFeedback({ ok: true, text: t`We sent a new link to ${to}.` }),
    refused: (err) => setFeedback({ ok: false, text: resendFailureText(err) }),
  });
  if (!address || dismissed === address) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, address);
    } catch {
      // storage blocked: closed for this page only
    }
    setDismissed(address);
  };
  const send = () => {
    setFeedback(null);
    resend.mutate();
  };
  const sent = feedback?.ok === true;

  return (
    <section
      aria-label={t`Email confirmation`}
      data-testid="email-banner"
      className="border-b border-primary/20 bg-accent text-accent-foreground"
    >
      {/* One slim row on a phone (the first screen stays the page's, decision 0960): a short
          line there, the whole sentence with the address from sm up and for screen readers. */}
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-0.5 text-xs sm:py-2 sm:text-sm xl:max-w-7xl">
        <MailWarning className="h-4 w-4 shrink-0" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="truncate sm:hidden" aria-hidden="true">
            {user.pendingEmail ? <Trans>Confirm your new address.</Trans> : <Trans>Confirm your email address.</Trans>}
          </p>
          <p className="sr-only sm:not-sr-only">
            {user.pendingEmail ? (
              <Trans>
                Confirm your new address: we sent a link to <strong className="wrap-anywhere">{address}</strong>.
              </Trans>
            ) : (
              <Trans>
                Please confirm your email address: we sent a link to{" "}
                <strong className="wrap-anywhere">{address}</strong>.
              </Trans>
            )}
          </p>
          {/* Always there, so screen readers announce what it comes to say. */}
          <p role="status" className={cn("font-medium wrap-anywhere", feedback?.ok === false && "text-destructive")}>
            {feedback?.text}
          </p>
        </div>
        {sent ? null : (
          <Button
            size="sm"
            variant="outline"
            className={cn(tapAreaClassName, "h-6 shrink-0 px-2 text-xs text-foreground sm:h-8 sm:px-3 sm:text-sm")}
            disabled={resend.isPending}
            onClick={send}
          >
            {resend.isPending ? <Trans>Sending…</Trans> : <Trans>Resend</Trans>}
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          className={cn(tapAreaClassName, "-mr-1 h-6 w-6 shrink-0 sm:-mr-2 sm:h-8 sm:w-8")}
          aria-label={t`Hide the email confirmation notice`}
          onClick={dismiss}
        >
          <X />
        </Button>
      </div>
    </section>
  );
}
