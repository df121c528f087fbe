// The game centre's end-to-end tests run against a second server whose simulated clock the test
// moves forward (SIM_CONTROL): a game goes from before kick-off to its final in a few requests,
// and the shared e2e server's board (TEST_BOARD, which other specs rely on) is left alone.
// Scale 1: between two moves the board barely changes, so nothing starts while a test looks.
// Each worker has its own game-centre server (tests/e2e/servers.ts): these constants name the
// current worker's.
import { gameCentrePort, workerSlot } from "./servers";

export const GAME_CENTRE_PORT = gameCentrePort(workerSlot());
export const GAME_CENTRE_URL = `http://127.0.0.1:${GAME_CENTRE_PORT}`;
/** Sunday 15 November 2026, 3:30 PM UTC: a full afternoon and evening of games still to come. */
export const GAME_CENTRE_CLOCK = "2026-11-15T15:30:00.000Z";
