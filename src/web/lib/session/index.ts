export { SessionProvider, useAuth } from "./session-provider";
