import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import type { ErrorBody } from "@shared/errors";
import { translateApiMessage } from "@shared/i18n/api-messages";
import { AppError } from "../lib/errors";
import { isDatabaseUnavailable } from "../db/errors";
import { requestLocale, visitorLocale } from "./locale";

type Issue = { path: string; message: string };

function zodIssues(err: ZodError): Issue[] {
  return err.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
}

/**
 * One place turns every failure into `{ message, code }` with the right status; 5xx details stay
 * in the log. Messages are raised in English and answered in the user's language (the `code` is
 * the same in every language); the log keeps the English text.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(async (err: FastifyError | AppError | ZodError, req, reply) => {
    let status = 500;
    let body: ErrorBody = { message: "Something went wrong on our side. Please try again.", code: "internal" };
    let databaseDown = false;

    if (err instanceof AppError) {
      status = err.statusCode;
      body = { message: err.message, code: err.code };
      if (err.extra.issues) body.issues = err.extra.issues;
      if (err.extra.retryAfterSeconds !== undefined) reply.header("Retry-After", String(err.extra.retryAfterSeconds));
    } else if (err instanceof ZodError) {
      const issues = zodIssues(err);
      status = 400;
      body = { message: issues[0]?.message ?? "Invalid request", code: "validation", issues };
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const issues: Issue[] = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, "").replace(/\//g, "."),
        message: v.message ?? "Invalid value",
      }));
      status = 400;
      const first = issues[0];
      body = { message: first ? humanise(first) : "Invalid request", code: "validation", issues };
    } else if (err.code === "FST_ERR_CTP_INVALID_JSON_BODY" || (err.statusCode === 400 && err instanceof SyntaxError)) {
      status = 400;
      body = { message: "The request body is not valid JSON.", code: "malformed_json" };
    } else if (err.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      status = 400;
      body = { message: "The request body is empty; send a JSON object.", code: "malformed_json" };
    } else if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE" || err.statusCode === 413) {
      status = 413;
      body = { message: "The request body is too large.", code: "payload_too_large" };
    } else if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || err.statusCode === 415) {
      status = 415;
      body = { message: "Unsupported content type; send application/json.", code: "unsupported_media_type" };
    } else if (isDatabaseUnavailable(err)) {
      // Fail fast and say when to come back; the load balancer and clients retry elsewhere or later.
      status = 503;
      databaseDown = true;
      body = { message: "The service is briefly unavailable. Please try again in a moment.", code: "unavailable" };
      reply.header("Retry-After", "2");
    } else if (typeof err.statusCode === "number" && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      body = { message: err.message, code: status === 404 ? "not_found" : "validation" };
    }

    if (databaseDown)
      req.log.warn(
        { err: (err as Error).message.slice(0, 200), cause: ((err as Error).cause as Error | undefined)?.message },
        "request failed: database unavailable",
      );
    // A 5xx we raised on purpose (an upstream provider is down) is expected: a warning, not an error.
    else if (status >= 500 && err instanceof AppError) req.log.warn({ code: body.code, status }, body.message);
    else if (status >= 500) req.log.error({ err }, "request failed");
    else {
      // A refusal may carry what caused it (a decoder's error): logged, never answered.
      const cause =
        (err as Error).cause instanceof Error ? ((err as Error).cause as Error).message.slice(0, 300) : undefined;
      req.log.info({ code: body.code, status, ...(cause ? { cause } : {}) }, body.message);
    }
    // Without a database the account's language cannot be read: the visitor's decides.
    const locale = databaseDown ? visitorLocale(req) : await requestLocale(app, req);
    if (locale !== "en") {
      body.message = translateApiMessage(body.message, locale);
      if (body.issues)
        body.issues = body.issues.map((i) => ({ ...i, message: translateApiMessage(i.message, locale) }));
    }
    if (req.routeOptions.config?.multipartErrors) body.error = body.message;
    return reply.status(status).send(body);
  });
}

// Messages written in our schemas (the SPEC's texts) stay verbatim; zod's generic ones get the field.
function humanise(issue: Issue): string {
  const generic = /^(Invalid input|Invalid option|Too (big|small)|Unrecognized key|Expected|Required)/.test(
    issue.message,
  );
  return generic && issue.path ? `${issue.path}: ${issue.message}` : issue.message;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Routes parsed as multipart repeat the message under `error` (SPEC §8). */
    multipartErrors?: boolean;
  }
}
