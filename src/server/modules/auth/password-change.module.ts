import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PASSWORD_CHANGED_MESSAGE, changePasswordSchema, passwordChangedSchema } from "@shared/schemas/auth";
import { currentUserId, revokeSessions } from "../../lib/session";
import { changePassword } from "./auth.service";
import { confirmCurrentPassword } from "../users/reauth.service";
import { errorResponses } from "../../lib/openapi-responses";

/**
 * POST /api/users/me/password: the current password again, then the new one (registration's
 * rules). Every other session of the user ends on every instance; this one stays signed in.
 */
export async function passwordChangeModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/api/users/me/password",
    {
      schema: {
        summary: "Change one's password",
        operationId: "changePassword",
        tags: ["account"],
        body: changePasswordSchema,
        response: { 200: passwordChangedSchema, ...errorResponses(429) },
      },
    },
    async (req) => {
      const userId = currentUserId(req);
      await confirmCurrentPassword(root, userId, req.body.currentPassword);
      await changePassword(app.db, userId, req.body.newPassword);
      await revokeSessions(root, userId, { exceptSessionId: req.sessionId ?? undefined });
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  );
}
