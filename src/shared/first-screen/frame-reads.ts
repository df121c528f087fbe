// The reads of the signed-in frame every page draws (AppLayout: the session, the header's bell, the
// ticker's board and the spoiler shield), built once as ./reads.ts says. Apart from the others:
// the app's start holds the board's key (its cache rules), so the sign-in screen's load carries these.
import { sessionRead } from "./session-read";

/** The bell's notifications. */
export const notificationsRead = { queryKey: ["/api/notifications"] as const };
/** The live board: every game of the day (the ticker, /scores). */
export const liveScoresRead = { queryKey: ["/api/live/scores"] as const };
/** The favourite teams whose scores stay hidden. */
export const spoilerShieldRead = { queryKey: ["/api/users/me/spoiler-shield"] as const };

/** The frame's reads, as a first screen declares them (./screens.ts). */
export const FRAME_READS = [sessionRead, notificationsRead, liveScoresRead, spoilerShieldRead];
