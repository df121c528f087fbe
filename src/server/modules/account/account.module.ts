import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { EXPORTS_PER_HOUR, accountDeletedSchema, deleteAccountSchema } from "@shared/schemas/account";
import { userWriteLimit } from "../../lib/user-write-limit";
import { clearSessionCookie, currentUserId } from "../../lib/session";
import { deleteAccount } from "./account-deletion.service";
import { exportAccount, exportFileName } from "./account-export.service";
import { fileResponse } from "../../lib/openapi-responses";

/** Deletion attempts per user in 15 minutes: each checks the password (no guessing through here). */
const DELETIONS_PER_15_MIN = 5;

/** My account: a copy of my data, and leaving FanZone. */
export async function accountModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ["account"];

  app.get(
    "/api/users/me/export",
    {
      preHandler: userWriteLimit(root, "account-export", EXPORTS_PER_HOUR, 60 * 60),
      schema: {
        summary: "Download a copy of one's data",
        operationId: "exportAccount",
        tags,
        response: {
          200: fileResponse("Everything FanZone holds about the user, as a JSON file.", ["application/json"]),
        },
      },
    },
    async (req, reply) => {
      const now = new Date();
      // Links start with PUBLIC_ORIGIN, never the request's Host.
      const data = await exportAccount(app.db, currentUserId(req), app.config.publicOrigin, now);
      return reply
        .header("content-type", "application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="${exportFileName(now)}"`)
        .header("cache-control", "private, no-store")
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.delete(
    "/api/users/me",
    {
      preHandler: userWriteLimit(root, "account-delete", DELETIONS_PER_15_MIN, 15 * 60),
      schema: {
        summary: "Delete one's account",
        operationId: "deleteAccount",
        tags,
        body: deleteAccountSchema,
        response: { 200: accountDeletedSchema },
      },
    },
    async (req, reply) => {
      const result = await deleteAccount(root, currentUserId(req), req.body.password);
      clearSessionCookie(root, reply);
      return result;
    },
  );
}
