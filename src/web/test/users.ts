import type { PublicUser } from "@shared/schemas/user";

/** A signed-in fan as the API answers for them (GET /api/auth/me), for the web app's tests. */
export const testUser: PublicUser = {
  id: 1,
  username: "maya",
  firstName: "Maya",
  lastName: "T",
  email: "m@x.io",
  emailVerified: true,
  pendingEmail: null,
  location: null,
  avatar: null,
  favoriteTeams: [],
  locale: null,
  timeZone: null,
};
