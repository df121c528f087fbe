// Blocks and mutes as every feature reads them: the check before contact between two users and
// the SQL conditions of list queries. The blocks module owns the writes (block, mute and their
// lists); reading them lives here, in a neutral home, so no feature needs the blocks module.
export { BLOCKED_MESSAGE, assertNotBlocked, blockBetween, isBlockedEitherWay } from "./block-guard";
export { blockedEitherWay, mutedBy, relationsOf } from "./visibility";
