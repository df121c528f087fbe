import type { DbOrTx } from "../../db/client";
import { forbidden } from "../../lib/errors";
import { activeSuspension } from "./moderation.repository";

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

/** What a suspended user reads when signing in. */
export function suspendedMessage(until: Date | null): string {
  return until
    ? `Your account is suspended until ${dateFormat.format(until)} UTC`
    : "Your account is suspended for good";
}

/** Sign-in refuses a suspended account (403) with the date it ends; an ended suspension is ignored. */
export async function assertNotSuspended(db: DbOrTx, userId: number, now = new Date()): Promise<void> {
  const s = await activeSuspension(db, userId, now);
  if (s) throw forbidden(suspendedMessage(s.until));
}
