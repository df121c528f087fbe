import type { Config } from "./config";
import { isLoopbackHost } from "./loopback";

/**
 * The start-up warning for demo mode on an address other machines may reach: anyone who can
 * reach it gets a working reset token for any account and the demo fans' published password.
 */
export function demoModeWarning(config: Pick<Config, "demoMode" | "host">): string | null {
  if (!config.demoMode || isLoopbackHost(config.host)) return null;
  return (
    `DEMO MODE IS ON while listening on ${config.host}: anyone who can reach this server can reset ` +
    "any account's password (the reset token is shown on screen) and sign in to the demo accounts " +
    "with their published password. Unset DEMO_MODE unless this is a throwaway demo."
  );
}
