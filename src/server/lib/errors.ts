import type { ErrorCode } from "@shared/errors";

/** An error that is safe to show: it carries its HTTP status and a stable code. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: { retryAfterSeconds?: number; issues?: { path: string; message: string }[] } = {},
    /** What caused it (a parser's error): logged, never answered. */
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, issues?: { path: string; message: string }[]) =>
  new AppError(400, "validation", message, { issues });
export const unauthenticated = (message = "You need to sign in first") => new AppError(401, "unauthenticated", message);
export const forbidden = (message = "You are not allowed to do that") => new AppError(403, "forbidden", message);
export const notFound = (message = "Not found") => new AppError(404, "not_found", message);
export const conflict = (message: string) => new AppError(409, "conflict", message);
export const payloadTooLarge = (message: string) => new AppError(413, "payload_too_large", message);
export const tooManyRequests = (retryAfterSeconds: number, message = "Too many attempts. Please try again later.") =>
  new AppError(429, "rate_limited", message, { retryAfterSeconds });
export const unavailable = (message: string) => new AppError(503, "unavailable", message);
