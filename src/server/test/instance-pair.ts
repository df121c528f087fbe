import { afterAll, beforeAll } from "vitest";
import { startTestApp, type TestApp } from "./test-app";
import { uniqueSeed } from "./sockets";

/** On the PostgreSQL + Redis run, two instances share the database and the bus. */
export const twoInstances = Boolean(process.env.REDIS_URL && process.env.DATABASE_URL);

export interface InstancePair {
  /** The first instance. */
  a: TestApp;
  /** A second instance sharing `a`'s database and bus when `twoInstances`; otherwise `a` itself. */
  b: TestApp;
  close(): Promise<void>;
}

/**
 * Starts the app(s) of a cross-instance test in their own simulated world (so they never share a
 * live board with other test files): what one instance does must reach the other's sockets.
 */
export async function startInstancePair(): Promise<InstancePair> {
  const env = { SIM_SEED: uniqueSeed() };
  const a = await startTestApp(env);
  const b = twoInstances ? await startTestApp(env) : a;
  return {
    a,
    b,
    async close() {
      await a.close();
      if (b !== a) await b.close();
    },
  };
}

/** Starts a pair for the test file (`beforeAll`), hands it to `use`, and closes it (`afterAll`). */
export function useInstancePair(use: (pair: InstancePair) => void) {
  let pair: InstancePair | undefined;
  beforeAll(async () => {
    pair = await startInstancePair();
    use(pair);
  });
  afterAll(() => pair?.close());
}
