import type { FastifyBaseLogger } from "fastify";
import type { Tx } from "../client";

export interface SeededUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
}

/** What each feature's seeder receives: the transaction, the demo users by username, and "now". */
export interface SeedContext {
  tx: Tx;
  log: FastifyBaseLogger;
  now: Date;
  users: SeededUser[];
  user(username: string): SeededUser;
}

export type Seeder = (ctx: SeedContext) => Promise<void>;
