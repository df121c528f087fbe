import type { RequestOutcome } from "./provider-http";

export interface ProviderLog {
  warn(obj: object, msg: string): void;
  info?(obj: object, msg: string): void;
}

/**
 * Logs a remote source's state changes, not its requests: the first failure with its status,
 * a change of status ("500" to "timeout"), and the recovery. A source that fails the same way
 * for hours writes one warning, not one per poll.
 */
export function stateLog(provider: string, log: ProviderLog | undefined) {
  const states = new Map<string, "ok" | RequestOutcome>();
  return {
    record(source: string, outcome: "ok" | RequestOutcome, detail?: { failures: number; message: string }) {
      const previous = states.get(source);
      if (previous === outcome) return;
      states.set(source, outcome);
      if (outcome !== "ok")
        log?.warn(
          { provider, source, status: outcome, previous: previous ?? null, err: detail?.message },
          `${provider} ${source}: failing (${outcome}); serving the last good data and backing off`,
        );
      else if (previous !== undefined)
        log?.info?.({ provider, source, status: "ok", previous }, `${provider} ${source}: recovered`);
    },
  };
}
export type StateLog = ReturnType<typeof stateLog>;
