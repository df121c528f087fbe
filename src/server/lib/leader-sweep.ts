import type { FastifyBaseLogger } from "fastify";

/**
 * A job the live leader runs every `everyMs` (reminder sweeps): one run at a time, none on the
 * other instances, and `stop()` waits for the run in hand. `run(now)` takes the clock from the
 * caller, so tests drive the job without the timer.
 */
export class LeaderSweep {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;

  constructor(
    private readonly opts: {
      name: string;
      everyMs: number;
      isLeader: () => boolean;
      log: FastifyBaseLogger;
      run: (now: Date) => Promise<unknown>;
    },
  ) {}

  start() {
    const tick = async () => {
      if (this.opts.isLeader() && !this.running) {
        this.running = this.opts.run(new Date());
        await this.running.catch((err: Error) => this.opts.log.error({ err }, `${this.opts.name} failed`));
        this.running = null;
      }
      this.schedule(tick);
    };
    this.schedule(tick);
  }

  private schedule(tick: () => Promise<void>) {
    if (this.stopped) return;
    this.timer = setTimeout(() => void tick(), this.opts.everyMs);
    this.timer.unref();
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }
}
