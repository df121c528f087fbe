import { assertActingAsSelf } from "../../lib/acting-as-self";
import { forbidden } from "../../lib/errors";

export const EDIT_OTHER_PROFILE_MESSAGE = "You can only edit your own profile";

/** A user may change only their own profile. */
export function assertCanEditProfile(actorId: number, profileUserId: number, bodyId?: number) {
  if (actorId !== profileUserId) throw forbidden(EDIT_OTHER_PROFILE_MESSAGE);
  assertActingAsSelf(actorId, bodyId, EDIT_OTHER_PROFILE_MESSAGE);
}
