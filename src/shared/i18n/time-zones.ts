// IANA time zone names as the API takes them: checked against the runtime's own zone data (Intl).

/** The canonical spelling of an IANA zone ("america/los_angeles" -> "America/Los_Angeles"), or null when unknown. */
export function canonicalTimeZone(name: string): string | null {
  // Offsets ("+05:00") are not zones: they know no daylight saving time. Names start with a letter.
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const isTimeZone = (name: string) => canonicalTimeZone(name) !== null;

/** Every zone the runtime knows (the time zone selects list them), UTC first. */
export function timeZoneNames(): string[] {
  const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return ["UTC", ...all.filter((z) => z !== "UTC")];
}
