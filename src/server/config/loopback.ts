import { isIP } from "node:net";

/**
 * Whether a listen address only accepts connections from this machine: `localhost`, 127.0.0.0/8,
 * `::1` (with or without brackets) and IPv4-mapped loopback. Anything else (0.0.0.0, `::`, a
 * LAN address, a host name) may be reachable from elsewhere.
 */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "");
  if (h === "localhost") return true;
  const v4 = h.startsWith("::ffff:") ? h.slice("::ffff:".length) : h;
  if (isIP(v4) === 4) return v4.startsWith("127.");
  return isIP(h) === 6 && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(h);
}
