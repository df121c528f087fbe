export { SessionProvider, useAuth, type SessionValue } from "./session-provider";
