import type { Redis } from "ioredis";

/**
 * Leader election: the scores provider runs on one instance per deployment. With Redis, a
 * lease (SET NX PX) renewed well before it expires; an instance that dies loses it within the
 * TTL and another takes over: followers try again when the holder's lease runs out (at most a
 * second apart), so a dead leader is replaced within its lease.
 * Without Redis there is one instance, which leads.
 *
 * While Redis is unreachable no instance can hold a lease, and no score could cross instances
 * anyway: each instance then leads for its own clients (the provider gives every instance the
 * same board), and competes for the lease again as soon as Redis answers.
 */
export interface LeaderElector {
  readonly isLeader: boolean;
  start(onChange: (isLeader: boolean) => void): void;
  stop(): Promise<void>;
}

export function soloElector(): LeaderElector {
  let leader = false;
  return {
    get isLeader() {
      return leader;
    },
    start(onChange) {
      leader = true;
      onChange(true);
    },
    async stop() {
      leader = false;
    },
  };
}

const RENEW = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("pexpire", KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

export function redisElector(
  redis: Redis,
  key: string,
  instanceId: string,
  opts: { ttlMs?: number; renewMs?: number } = {},
): LeaderElector {
  const ttl = opts.ttlMs ?? 10_000;
  const every = opts.renewMs ?? Math.floor(ttl / 3);
  const retry = Math.min(every, 1_000);
  let leader = false;
  /** Leading without a lease because Redis is unreachable. */
  let local = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let notify: (isLeader: boolean) => void = () => undefined;

  const set = (value: boolean) => {
    if (value === leader) return;
    leader = value;
    notify(value);
  };

  /** One election round; returns when to run the next one. */
  async function round(): Promise<number> {
    try {
      if (redis.status !== "ready") throw new Error("Redis is not connected");
      if (leader && !local) {
        const renewed = await redis.eval(RENEW, 1, key, instanceId, String(ttl));
        set(Number(renewed) === 1);
        return leader ? every : 0;
      }
      const won = await redis.set(key, instanceId, "PX", ttl, "NX");
      local = false;
      set(won === "OK");
      if (leader) return every;
      // Try again right when the holder's lease runs out (a dead leader is replaced within its lease).
      const left = Number(await redis.pttl(key));
      return left > 0 ? Math.min(retry, left + 5) : 0;
    } catch {
      // Redis unreachable: nobody can prove a lease; lead locally until it answers again.
      local = true;
      set(true);
      return retry;
    }
  }

  return {
    get isLeader() {
      return leader;
    },
    start(onChange) {
      notify = onChange;
      // `round` catches every failure (Redis unreachable is a state, not an error), so the loop
      // fires and forgets.
      const loop = async () => {
        const next = await round();
        if (!stopped) timer = setTimeout(() => void loop(), next);
      };
      void loop();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (leader && !local) await redis.eval(RELEASE, 1, key, instanceId).catch(() => undefined);
      leader = false;
      local = false;
    },
  };
}
