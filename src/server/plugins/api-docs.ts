import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import swaggerUi from "@fastify/swagger-ui";

/** Where the interactive reference lives. */
export const API_DOCS_PATH = "/api/docs";

/**
 * The interactive API reference at /api/docs: Swagger UI, served from the app's own
 * node_modules (no third-party host), reading this app's /api/openapi.json. Its page loads only
 * same-origin scripts and styles and data: images, so it lives within the site-wide CSP (see
 * security-headers.ts) without an exception. Public, like the document it shows.
 */
export async function apiDocs(app: FastifyInstance) {
  const icon = fs.readFileSync(path.resolve("assets/brand/icon.svg"));
  await app.register(async (scope) => {
    // Every route of the reference is public: the auth plugin reads this per-route flag.
    scope.addHook("onRoute", (route) => {
      route.config = { ...route.config, public: true };
    });
    await scope.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      logo: { type: "image/svg+xml", content: icon },
      theme: { title: "FanZone API reference" },
      uiConfig: { deepLinking: true, docExpansion: "list", tryItOutEnabled: false, persistAuthorization: false },
    });
  });
}
