import { version } from "../../../package.json";

/**
 * The project's address in the default User-Agent, where an upstream's operator looks to learn
 * who is calling. `.invalid` (RFC 2606) until the project has a public home: it can never reach
 * a stranger. An operator sets PROVIDER_USER_AGENT to name their own deployment and contact.
 */
export const PROJECT_URL = "https://fanzone.invalid";

/** `FanZone/<version> (+<project URL>)`: identifies the app to ESPN (bare and browser-like agents get 403). */
export const DEFAULT_USER_AGENT = `FanZone/${version} (+${PROJECT_URL})`;

/** ESPN's public site API host; a mirror or caching proxy replaces it (ESPN_BASE_URL). */
export const DEFAULT_ESPN_BASE_URL = "https://site.api.espn.com";
