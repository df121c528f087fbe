// What other modules use of blocks without going through blocks.service (which itself uses the
// friends module): the checks before contact and the SQL conditions for their list queries.
export { BLOCKED_MESSAGE, assertNotBlocked, isBlockedEitherWay } from "./blocks.guard";
export { blockedEitherWay, mutedBy, relationsOf } from "./blocks.visibility";
