import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ScoresProvider } from "../../providers/scores/types";

/**
 * SIM_CONTROL (end-to-end tests only): the simulator reads a clock that a test moves forward,
 * so a game can be followed from before kick-off to its final deterministically, without
 * waiting on real time. Off by default; never enabled by any other setting.
 */
export class SimClock {
  private offsetMs = 0;
  readonly now = () => Date.now() + this.offsetMs;
  /** Moves the clock forward by `realMs` of real time (the simulator scales it). */
  advance(realMs: number) {
    this.offsetMs += realMs;
  }
}

const advanceBodySchema = z.object({
  /** Simulated minutes to move forward. */
  minutes: z
    .number()
    .positive()
    .max(24 * 60),
});

/** POST /api/sim/advance `{ minutes }`: moves the board on and publishes it before answering. */
export function registerSimControl(root: FastifyInstance, clock: SimClock, provider: ScoresProvider) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.log.warn("SIM_CONTROL is on: signed-in clients can move the simulated clock (tests only)");
  app.post("/api/sim/advance", { schema: { body: advanceBodySchema, hide: true } }, async (req) => {
    clock.advance((req.body.minutes * 60_000) / app.config.simTimeScale);
    // Published here rather than at the next poll: when this answers, the board shows the new time.
    if (app.live.isLeader) await app.live.publish(await provider.fetchGames());
    return { now: new Date(clock.now()).toISOString() };
  });
}
