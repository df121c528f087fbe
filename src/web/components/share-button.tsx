import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Share2 } from "lucide-react";
import { Button, type ButtonProps } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";

// The toasts of sharePage, which runs outside React (read in the language active when shown).
const COPIED = msg`Link copied`;
const COPIED_HINT = msg`Paste it anywhere to share it.`;
const FAILED = msg`Could not copy the link`;
const FAILED_HINT = msg`Copy it from the address bar instead.`;

export interface ShareTarget {
  /** The app path of the page to share ("/events/12"); the link is made absolute here. */
  path: string;
  /** What is shared, as the share sheet titles it ("Derby night"). */
  title: string;
  /** A line of text for the share sheet. */
  text?: string;
}

/**
 * Shares a page: the system's share sheet where the browser has the Web Share API (phones),
 * otherwise the link copied to the clipboard and a toast saying so. Closing the share sheet
 * without sharing is not an error.
 */
export async function sharePage({ path, title, text }: ShareTarget): Promise<void> {
  const url = new URL(path, window.location.origin).href;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, text, url });
    } catch {
      // Cancelled by the person (AbortError), or refused: nothing to report.
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: i18n._(COPIED), description: i18n._(COPIED_HINT) });
  } catch {
    toast({ title: i18n._(FAILED), description: i18n._(FAILED_HINT), variant: "destructive" });
  }
}

/** The Share control of posts, events, games and team pages. */
export function ShareButton({
  target,
  showLabel = false,
  variant = "ghost",
  size = "sm",
  className,
}: {
  target: ShareTarget;
  /** Shows "Share" beside the icon (pages); cards show the icon alone. */
  showLabel?: boolean;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
}) {
  const { t } = useLingui();
  const what = target.title;
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      aria-label={t`Share ${what}`}
      onClick={() => void sharePage(target)}
    >
      <Share2 aria-hidden="true" />
      {showLabel ? t`Share` : null}
    </Button>
  );
}
