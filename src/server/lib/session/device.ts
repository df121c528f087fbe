import Bowser from "bowser";

export interface Device {
  /** "Chrome 131 on macOS", "Safari on iOS", or "Unknown device" when there is no user agent. */
  label: string;
  browser: string | null;
  os: string | null;
  type: "desktop" | "mobile" | "tablet" | "tv" | "unknown";
}

/** What the sessions list shows of a user agent (parsed by bowser, a maintained UA parser). */
export function deviceFromUserAgent(userAgent: string | null): Device {
  if (!userAgent) return { label: "Unknown device", browser: null, os: null, type: "unknown" };
  const p = Bowser.parse(userAgent);
  const major = p.browser.version?.split(".")[0];
  const browser = p.browser.name ? `${p.browser.name}${major ? ` ${major}` : ""}` : null;
  const os = p.os.name ?? null;
  const kind = p.platform.type;
  const type = kind === "desktop" || kind === "mobile" || kind === "tablet" || kind === "tv" ? kind : "unknown";
  const label = browser && os ? `${browser} on ${os}` : (browser ?? os ?? "Unknown device");
  return { label, browser, os, type };
}
