import type { FastifyBaseLogger } from "fastify";
import type { Game } from "@shared/schemas/live";
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
  /** The scores provider's games at seeding (the simulator's, yesterday's finished ones included); may be empty. */
  board: Game[];
  users: SeededUser[];
  user(username: string): SeededUser;
}

export type Seeder = (ctx: SeedContext) => Promise<void>;
