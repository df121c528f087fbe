import { useAuth } from "@web/lib/session";

/**
 * Whether the signed-in shell is drawn: for a signed-in fan, and while the session is being checked
 * (the build prerenders / in that state, scripts/prerender.mjs), so a returning fan's screen is
 * painted before the scripts run and nothing moves or flashes ("Sign in") when the session arrives.
 */
export function useSignedInShell(): boolean {
  const { user, isLoading } = useAuth();
  return user !== null || isLoading;
}
