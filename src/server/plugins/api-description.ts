import { STATUS_CODES } from "node:http";
import type { FastifyInstance, FastifySchema, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import swagger from "@fastify/swagger";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import type { ZodType } from "zod";
import type { ErrorStatus } from "@shared/errors";
import { errorResponses } from "../lib/openapi-responses";
import { isWriteLimit } from "../lib/user-write-limit";
import { SESSION_COOKIE } from "../lib/session";
import { isAdminApiPath } from "./admin-api";

/** The security scheme every signed-in operation names: the session cookie. */
export const SESSION_SCHEME = "sessionCookie";

/** The document's tags, in the order the reference shows them. Every operation names one of these. */
export const API_TAGS = [
  { name: "auth", description: "Registering, signing in and out, password reset, and where one is signed in." },
  { name: "account", description: "One's own account: password change, a copy of one's data, deletion." },
  { name: "users", description: "Profiles and their statistics." },
  { name: "teams", description: "The team catalogue, favourite teams, and drawn team logos." },
  { name: "live", description: "Live scores and sports news." },
  { name: "games", description: "The game centre: a game's story, its match thread, predictions, leaderboards." },
  { name: "players", description: "Player pages: a player's season and game lines." },
  { name: "posts", description: "The feed, posts, likes and comments." },
  { name: "media", description: "Uploaded images and generated avatars." },
  { name: "friends", description: "Friends and friend requests." },
  { name: "communities", description: "Communities, membership and join requests." },
  { name: "events", description: "Watch parties and meet-ups, RSVPs and the waiting list." },
  { name: "notifications", description: "The notification bell, preferences, Web Push and the spoiler shield." },
  {
    name: "alerts",
    description: "Alerts per team, per game and per moment, quiet hours, and one's delay behind the broadcast.",
  },
  { name: "safety", description: "Blocking and muting other users." },
  { name: "moderation", description: "Reports by users; the administrators' queue, suspensions and audit trail." },
  { name: "standings", description: "League tables of the 13 leagues, grouped as each sport's fans read them." },
  { name: "search", description: "One search across teams, people, communities and events." },
  { name: "share", description: "Link-preview images of public events, games and teams." },
] as const;
export type ApiTag = (typeof API_TAGS)[number]["name"];

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Whether the auth plugin asks this route for a session (its per-route config decides). */
export const needsSession = (route: Pick<RouteOptions, "config">) =>
  !route.config?.public && !route.config?.sessionless;

/**
 * The refusals that follow from a route's options rather than from its handler: 400 for
 * anything validated or any body (the JSON may not parse), 401 where the auth plugin asks for a
 * session (not on the admin API, which answers everyone but an administrator 404: see
 * admin-api.ts), 403/413/415 for writes (the cross-site request check, the body limit, the
 * accepted content types) and 429 where a write limit runs before the handler.
 */
export function refusalsFromOptions(route: Pick<RouteOptions, "url" | "method" | "schema" | "config" | "preHandler">) {
  const methods = [route.method].flat();
  const writes = methods.some((m) => WRITE_METHODS.has(m));
  const schema = route.schema ?? {};
  const statuses: ErrorStatus[] = [];
  if (writes || schema.body || schema.querystring || schema.params) statuses.push(400);
  if (needsSession(route) && !isAdminApiPath(route.url)) statuses.push(401);
  if (writes) statuses.push(403, 413, 415);
  if ([route.preHandler ?? []].flat().some(isWriteLimit)) statuses.push(429);
  return statuses;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A body the handler validates itself (a route that takes JSON or multipart on one path):
     * documented as the request body without being checked before the handler runs.
     */
    documentedBody?: ZodType;
  }
}

/** An operation as the document names it: "post /api/communities/{id}/leave". */
const operationKey = (method: string, url: string) => `${method.toLowerCase()} ${url.replace(/:(\w+)/g, "{$1}")}`;

/**
 * The zod transform, with a route's `documentedBody` shown as its request body. A body schema
 * that takes `null`, which Fastify validates when a request has no body (`.nullish()`), marks the
 * operation in `optionalBodies`: @fastify/swagger calls every body required, and the client typed
 * from the document would then have to send one the route does not need.
 */
const transformNoting =
  (optionalBodies: Set<string>): typeof jsonSchemaTransform =>
  (input) => {
    const route = input.route as RouteOptions;
    const documented = route.config?.documentedBody;
    const body = documented ?? input.schema?.body;
    if (isZodType(body) && body.safeParse(null).success)
      for (const method of [route.method].flat()) optionalBodies.add(operationKey(method, input.url));
    return jsonSchemaTransform(documented ? { ...input, schema: { ...input.schema, body: documented } } : input);
  };

const isZodType = (schema: unknown): schema is ZodType =>
  typeof (schema as { safeParse?: unknown } | undefined)?.safeParse === "function";

interface Doc {
  paths?: Record<
    string,
    Record<string, { requestBody?: { required?: boolean }; responses?: Record<string, ResponseObject> }>
  >;
  components?: { schemas?: Record<string, { description?: string }> };
}
type ResponseObject = { description?: string; content?: Record<string, { schema?: { $ref?: string } }> };
const DEFAULT_DESCRIPTION = "Default Response";

type JsonSchema = { [key: string]: unknown };

/**
 * A record keyed by an enum (`z.record(z.enum([...]), value)`) as an object with one property per
 * key. The zod transform keeps only its `required` keys and the value schema (OpenAPI 3.0 has no
 * `propertyNames`), so a client generator saw a map of any string and lost the names.
 */
function nameEnumKeys(node: unknown): void {
  if (!node || typeof node !== "object") return;
  for (const child of Object.values(node)) nameEnumKeys(child);
  const schema = node as JsonSchema;
  const { required, properties, additionalProperties } = schema;
  if (!Array.isArray(required) || properties || !additionalProperties || typeof additionalProperties !== "object")
    return;
  schema.properties = Object.fromEntries(required.map((k) => [String(k), additionalProperties]));
  schema.additionalProperties = false;
}

/**
 * The finished document, tidied: each response says what it is (a refusal takes its schema's
 * description, a success the status's reason phrase), a body the route may go without is not
 * required, enum-keyed records name their keys, and the component schemas no operation refers to
 * (zod's unused input twins of the error bodies) are left out.
 */
function finishDocument(doc: Doc, optionalBodies: ReadonlySet<string>): void {
  nameEnumKeys(doc.paths);
  nameEnumKeys(doc.components);
  const schemas = doc.components?.schemas ?? {};
  for (const [url, operations] of Object.entries(doc.paths ?? {}))
    for (const [method, operation] of Object.entries(operations)) {
      if (operation.requestBody && optionalBodies.has(operationKey(method, url)))
        operation.requestBody.required = false;
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (response.description !== DEFAULT_DESCRIPTION) continue;
        const ref = Object.values(response.content ?? {})[0]?.schema?.$ref;
        const component = ref ? schemas[ref.split("/").pop()!] : undefined;
        response.description = component?.description ?? STATUS_CODES[Number(status)] ?? DEFAULT_DESCRIPTION;
      }
    }
  const used = JSON.stringify(doc.paths);
  for (const name of Object.keys(schemas))
    if (!used.includes(`"#/components/schemas/${name}"`) && !JSON.stringify(schemas).includes(`/${name}"`))
      delete schemas[name];
}

/**
 * The OpenAPI description, generated from the routes' own zod schemas and options: each API
 * route's session requirement and derived refusals are written into its schema when it is
 * registered (so the serialiser and the document agree), then @fastify/swagger builds the
 * document served at /api/openapi.json. Registered before the feature modules.
 */
export const apiDescription = fp(async (app: FastifyInstance) => {
  const optionalBodies = new Set<string>();
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/") || route.schema?.hide) return;
    const schema: FastifySchema = (route.schema ??= {});
    schema.response = { ...errorResponses(...refusalsFromOptions(route)), ...(schema.response as object) };
    schema.security ??= needsSession(route) ? [{ [SESSION_SCHEME]: [] }] : [];
  });

  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "FanZone API",
        version: "1.0.0",
        description:
          "The API the FanZone web app uses. Sign in with `POST /api/auth/login`: the answer sets the session " +
          "cookie that every operation marked with the session scheme needs. Writes from a browser must come " +
          "from this site. Every refusal answers `{ message, code }`; `code` is stable.",
      },
      servers: [{ url: "/", description: "This FanZone server" }],
      tags: API_TAGS.map((t) => ({ ...t })),
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: "apiKey",
            in: "cookie",
            name: SESSION_COOKIE,
            description: "The session cookie set by sign-in and registration (HttpOnly, SameSite=Lax).",
          },
        },
      },
    },
    transform: transformNoting(optionalBodies),
    transformObject: (input) => {
      const doc = jsonSchemaTransformObject(input);
      finishDocument(doc as Doc, optionalBodies);
      return doc;
    },
  });

  app.get("/api/openapi.json", { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
});
