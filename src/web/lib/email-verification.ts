import { useMutation } from "@tanstack/react-query";
import { plural, t } from "@lingui/core/macro";
import type { PublicUser } from "@shared/schemas/user";
import { ApiError, apiRequest, errorMessage } from "./api";
import type { ApiResponse, ApiUrl } from "./api-types";
import { useAuth } from "./session";

// Address verification (the banner of the signed-in shell, /verify-email and the profile's email
// field): asking for a new link, and what to tell the fan when it cannot be sent. Imported only by
// those lazily loaded screens, never by the entry.

/** The address waiting for its verification link: a new one asked for, else an unproved own; null when none. */
export const addressToConfirm = (user: PublicUser): string | null =>
  user.pendingEmail ?? (user.emailVerified ? null : user.email);

/** A refusal of the resend endpoint, with its Retry-After when it said one (429: three links an hour). */
class ResendRefused extends ApiError {
  constructor(
    status: number,
    bodyText: string,
    readonly retryAfterSeconds: number | null,
  ) {
    super(status, bodyText);
  }
}

/**
 * POST /api/auth/verify-email/resend. By hand rather than with apiRequest: a 429's Retry-After is
 * a header, which ApiError does not keep (and that client is in the sign-in screen's budget).
 */
type Resent = ApiResponse<"/api/auth/verify-email/resend", "POST">;
async function resendVerification(): Promise<Resent> {
  const res = await fetch("/api/auth/verify-email/resend" satisfies ApiUrl<"POST">, {
    method: "POST",
    credentials: "include",
  });
  const text = await res.text();
  if (!res.ok) {
    const seconds = Number(res.headers.get("Retry-After"));
    throw new ResendRefused(res.status, text || res.statusText, seconds > 0 ? seconds : null);
  }
  return JSON.parse(text) as Resent;
}

/** What to tell the fan when a new link could not be sent; read when it fails (the active language). */
export function resendFailureText(err: unknown): string {
  if (err instanceof ResendRefused && err.status === 429) {
    if (err.retryAfterSeconds === null) return t`You asked for several links already. Please try again later.`;
    const minutes = Math.max(1, Math.ceil(err.retryAfterSeconds / 60));
    return t`You asked for several links already. Try again in ${plural(minutes, { one: "# minute", other: "# minutes" })}.`;
  }
  if (err instanceof ApiError && err.status === 409) return t`Your email address is already verified.`;
  return errorMessage(err, t`The link could not be sent. Please try again.`);
}

/** What the caller tells the fan once a new link was sent (to that address) or refused. */
interface ResendOutcome {
  sent: (to: string) => void;
  refused: (err: ApiError) => void;
}

/**
 * Asks for a new link to the address waiting for one; `on` hears where it went, or why not. The
 * server's message is not shown: callers say it in the fan's language. A 409 means the session's
 * copy of the user is behind (verified meanwhile, elsewhere): it is read again.
 *
 * `on` goes to the mutation itself rather than to each `mutate` call: TanStack Query calls a
 * call's own callbacks only while the component has subscribed (in an effect), and a link sent
 * before that would go unsaid.
 */
export function useResendVerification(on: ResendOutcome) {
  const { user, setUser } = useAuth();
  return useMutation<string, ApiError, void>({
    mutationFn: async () => {
      const address = user ? addressToConfirm(user) : null;
      await resendVerification();
      return address ?? "";
    },
    onSuccess: (to) => on.sent(to),
    onError: async (err) => {
      on.refused(err);
      if (err.status !== 409) return;
      try {
        setUser((await apiRequest("GET", "/api/auth/me")).user);
      } catch {
        // The next page load reads it anyway.
      }
    },
  });
}
