import { Trans, useLingui } from "@lingui/react/macro";
import type { PublicUser } from "@shared/schemas/user";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { addressToConfirm, resendFailureText, useResendVerification } from "@web/lib/email-verification";

/**
 * Under the profile's email field while an address waits for its verification link: a new
 * address asked for (the field keeps the current one, which stays until the new one is proved),
 * or the account's own address not proved yet; with a way to get a new link.
 */
export function EmailStatusNote({ user }: { user: PublicUser }) {
  const { t } = useLingui();
  const resend = useResendVerification({
    sent: (to) => toast({ title: t`Link sent`, description: t`We sent a new link to ${to}.` }),
    refused: (err) => toast({ variant: "destructive", title: t`Error`, description: resendFailureText(err) }),
  });
  if (!addressToConfirm(user)) return null;
  const { pendingEmail } = user;
  const send = () => resend.mutate();
  return (
    <div
      data-testid="email-status"
      className="rounded-md border border-primary/20 bg-accent px-3 py-2 text-sm text-accent-foreground"
    >
      {pendingEmail ? (
        <>
          <p>
            <Trans>New address waiting for confirmation:</Trans>
          </p>
          <p className="font-semibold wrap-anywhere">{pendingEmail}</p>
          <p className="mt-1">
            <Trans>Your current address stays in use until you open the link we sent to the new one.</Trans>
          </p>
        </>
      ) : (
        <p>
          <Trans>Not confirmed yet: open the link we sent to this address.</Trans>
        </p>
      )}
      {/* A button, not a submit: the note sits inside the profile's form. */}
      <Button type="button" variant="link" className="h-auto p-0" disabled={resend.isPending} onClick={send}>
        {resend.isPending ? <Trans>Sending…</Trans> : <Trans>Send a new link</Trans>}
      </Button>
    </div>
  );
}
