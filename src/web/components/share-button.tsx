import { Share2 } from "lucide-react";
import { Button, type ButtonProps } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";

/** What the share control says (kept together for translation). */
export const SHARE_TEXTS = {
  label: "Share",
  /** The accessible name: "Share Derby night". */
  labelFor: (what: string) => `Share ${what}`,
  copied: "Link copied",
  copiedHint: "Paste it anywhere to share it.",
  failed: "Could not copy the link",
  failedHint: "Copy it from the address bar instead.",
} as const;

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
    toast({ title: SHARE_TEXTS.copied, description: SHARE_TEXTS.copiedHint });
  } catch {
    toast({ title: SHARE_TEXTS.failed, description: SHARE_TEXTS.failedHint, variant: "destructive" });
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
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      aria-label={SHARE_TEXTS.labelFor(target.title)}
      onClick={() => void sharePage(target)}
    >
      <Share2 aria-hidden="true" />
      {showLabel ? SHARE_TEXTS.label : null}
    </Button>
  );
}
