import type { Redis } from "ioredis";

/**
 * Leader election: the scores provider runs on one instance per deployment. With Redis, a
 * lease (SET NX PX) renewed well before it expires; an instance that dies loses it within the
 * TTL and another takes over. Without Redis there is one instance, which leads.
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
  let leader = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let notify: (isLeader: boolean) => void = () => undefined;

  const set = (value: boolean) => {
    if (value === leader) return;
    leader = value;
    notify(value);
  };

  async function round() {
    try {
      if (leader) {
        const renewed = await redis.eval(RENEW, 1, key, instanceId, String(ttl));
        set(Number(renewed) === 1);
      } else {
        const won = await redis.set(key, instanceId, "PX", ttl, "NX");
        set(won === "OK");
      }
    } catch {
      // Redis unreachable: we can no longer prove the lease, so stop leading.
      set(false);
    }
  }

  return {
    get isLeader() {
      return leader;
    },
    start(onChange) {
      notify = onChange;
      const loop = async () => {
        await round();
        if (!stopped) timer = setTimeout(loop, every);
      };
      void loop();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (leader) await redis.eval(RELEASE, 1, key, instanceId).catch(() => undefined);
      leader = false;
    },
  };
}
