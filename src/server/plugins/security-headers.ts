import fp from "fastify-plugin";

// Conservative headers on every response; the CSP keeps injected markup inert even if
// some content ever slipped through unescaped.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "connect-src 'self' ws: wss:",
  "font-src 'self' data:",
  "manifest-src 'self'",
  "worker-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

const HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "content-security-policy": CSP,
  "cross-origin-opener-policy": "same-origin",
};

// Synchronous and one object: this runs for every response, errors and 404s included.
export const securityHeaders = fp(async (app) => {
  app.addHook("onSend", (_req, reply, payload, done) => {
    reply.headers(HEADERS);
    done(null, payload);
  });
});
