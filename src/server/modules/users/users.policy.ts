import { forbidden } from "../../lib/errors";

export const EDIT_OTHER_PROFILE_MESSAGE = "You can only edit your own profile";

/** A user may change only their own profile. */
export function assertCanEditProfile(actorId: number, profileUserId: number, bodyId?: number) {
  if (actorId !== profileUserId || (bodyId !== undefined && bodyId !== actorId))
    throw forbidden(EDIT_OTHER_PROFILE_MESSAGE);
}
