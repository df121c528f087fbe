import { z } from "zod";
import { LOCALES } from "../i18n/locales";
import { canonicalTimeZone } from "../i18n/time-zones";

// A user's language and time zone (profile, registration) and an event's venue zone.
export const UNKNOWN_LOCALE_MESSAGE = "Unknown language: choose en, es or fr";
export const UNKNOWN_TIME_ZONE_MESSAGE = "Unknown time zone: use an IANA name such as America/Los_Angeles";

export const localeSchema = z.enum(LOCALES, { error: UNKNOWN_LOCALE_MESSAGE });

/** An IANA zone name, answered in its canonical spelling. */
export const timeZoneSchema = z
  .string({ error: UNKNOWN_TIME_ZONE_MESSAGE })
  .trim()
  .max(64, UNKNOWN_TIME_ZONE_MESSAGE)
  .transform((name, ctx) => {
    const canonical = canonicalTimeZone(name);
    if (canonical === null) {
      ctx.addIssue({ code: "custom", message: UNKNOWN_TIME_ZONE_MESSAGE });
      return z.NEVER;
    }
    return canonical;
  });
