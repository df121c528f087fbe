import { isIP } from "node:net";
import { z } from "zod";

/** TRUST_PROXY as configured: none, a hop count, or the proxies' addresses/CIDRs. */
export type TrustProxy = false | number | string[];

// proxy-addr's names for address ranges, accepted in the list like an address.
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);
const OFF = new Set(["", "false", "0", "no", "off"]);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  const family = isIP(address ?? "");
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: a hop count ("1": the one proxy in front, e.g. HAProxy or an ingress) or a
 * comma-separated list of trusted proxy addresses/CIDRs. `true` is refused: it used to trust
 * every hop, which makes the client-written leftmost X-Forwarded-For the request's address and
 * lets anyone dodge the per-address limits. Refusing it (rather than reading it as 1) makes an
 * old deployment say so at start instead of quietly keying its limits on another address.
 */
export function parseTrustProxy(raw: string, ctx: z.core.$RefinementCtx<string>): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (OFF.has(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (["true", "yes", "on"].includes(value)) {
    ctx.addIssue({
      code: "custom",
      message:
        "trusting every proxy hop lets clients choose their address; give the number of proxies in front (e.g. 1) or their addresses/CIDRs (e.g. 127.0.0.1,10.0.0.0/8)",
    });
    return z.NEVER;
  }
  const entries = value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (bad.length) {
    ctx.addIssue({
      code: "custom",
      message: `not an address or CIDR: ${bad.join(", ")} (expected a hop count or a list like 127.0.0.1,10.0.0.0/8)`,
    });
    return z.NEVER;
  }
  return entries;
}

/**
 * Fastify's `trustProxy` option for a configured value. Fastify itself refuses to honour a bare
 * number (it trusts nothing then), so a hop count becomes the equivalent function: the
 * connecting peer and the n-1 hops before it are proxies, the address before them is the client.
 * A hop count cannot tell the proxy from a client connecting directly, hence the documented
 * rule: use it only when the app is reachable through the proxy alone; else list addresses.
 */
export function fastifyTrustProxy(tp: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof tp === "number") return (_address, hop) => hop < tp;
  return tp;
}
