import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "@shared/schemas/common";
import { publicUserSchema, type PublicUser } from "@shared/schemas/user";
import { updateProfileSchema, userStatsSchema } from "@shared/schemas/users";
import { isAdministrator } from "../../lib/admins";
import { notFound } from "../../lib/errors";
import { userWriteLimit } from "../../lib/user-write-limit";
import { currentUserId } from "../../lib/session";
import { confirmCurrentPassword } from "./reauth.service";
import { requestLocale } from "../../plugins/locale";
import * as users from "./users.service";
import { errorResponses } from "../../lib/openapi-responses";

const PROFILE_WRITES_PER_10_MIN = 60;

/** Accounts: one's own account and editing it, and a user's stats (another user's profile page is the profiles module's). */
export async function usersModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ["users"];
  const own = (user: PublicUser): PublicUser => ({ ...user, isAdmin: isAdministrator(app.config, user) });

  // The signed-in user's own account, with their language and time zone (static paths win over /:id).
  app.get(
    "/api/users/me",
    {
      schema: {
        summary: "The signed-in user's own account, with language and time zone",
        tags,
        operationId: "getOwnAccount",
        response: { 200: publicUserSchema },
      },
    },
    async (req) => {
      const user = await users.currentAccount(app, currentUserId(req));
      if (!user) throw notFound(users.USER_NOT_FOUND_MESSAGE);
      return own(user);
    },
  );

  app.patch(
    "/api/users/me",
    {
      preHandler: userWriteLimit(root, "profile", PROFILE_WRITES_PER_10_MIN, 10 * 60),
      schema: {
        summary: "Change the signed-in user's profile, language or time zone (only the fields sent)",
        tags,
        operationId: "updateOwnAccount",
        body: updateProfileSchema,
        response: { 200: publicUserSchema },
      },
    },
    async (req) => {
      const userId = currentUserId(req);
      const user = await users.updateProfile(
        app,
        userId,
        userId,
        req.body,
        (password) => confirmCurrentPassword(root, userId, password),
        await requestLocale(app, req),
      );
      return own(user);
    },
  );

  app.get(
    "/api/users/:id/stats",
    {
      schema: {
        summary: "Get a user's statistics",
        operationId: "getUserStats",
        tags,
        params: idParamsSchema,
        response: { 200: userStatsSchema, ...errorResponses(404) },
      },
    },
    async (req) => users.getStats(app.database, req.params.id),
  );

  app.patch(
    "/api/users/:id",
    {
      schema: {
        summary: "Edit one's own profile",
        operationId: "updateProfile",
        tags,
        params: idParamsSchema,
        body: updateProfileSchema,
        response: { 200: publicUserSchema, ...errorResponses(404, 409, 429) },
      },
    },
    async (req) => {
      const userId = currentUserId(req);
      const user = await users.updateProfile(
        app,
        userId,
        req.params.id,
        req.body,
        (password) => confirmCurrentPassword(root, userId, password),
        await requestLocale(app, req),
      );
      return own(user);
    },
  );
}
