import { t } from "@lingui/core/macro";
import { toast } from "@web/components/ui/use-toast";
import { errorMessage } from "./api";

/**
 * The app's error toast: the server's message when it sent one (already in the user's language),
 * else the fallback. Called on events, so `t` reads the language active then.
 */
export function toastError(err: unknown, fallback: string, title?: string) {
  return toast({ variant: "destructive", title: title ?? t`Error`, description: errorMessage(err, fallback) });
}
