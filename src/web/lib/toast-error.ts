import { toast } from "@web/components/ui/use-toast";
import { errorMessage } from "./api";

/** The app's error toast: the server's message when it sent one, else the fallback. */
export function toastError(err: unknown, fallback: string, title = "Error") {
  return toast({ variant: "destructive", title, description: errorMessage(err, fallback) });
}
