// Sessions: the one home of session resolution, used by the auth plugin (every request) and by
// the modules (sign-in, sign-out, the sessions list, suspensions, account deletion, sockets).
// It imports no module and no plugin, so both can depend on it without a cycle.
export * from "./sessions";
export { currentUserId, setSessionCookie, clearSessionCookie } from "./request-user";
/** Names a device from a stored user agent (the sessions list and the data export show it). */
export { deviceFromUserAgent } from "./device";
