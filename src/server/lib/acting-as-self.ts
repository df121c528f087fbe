import { forbidden } from "./errors";

/**
 * SPEC §7 bodies carry `userId` / `creatorId` / `id`; identity comes from the session only, so an
 * id naming someone else is refused (403) and an absent or equal one is ignored.
 */
export function assertActingAsSelf(
  sessionUserId: number,
  bodyUserId: number | undefined,
  message = "You can only act for yourself",
) {
  if (bodyUserId !== undefined && bodyUserId !== sessionUserId) throw forbidden(message);
}
