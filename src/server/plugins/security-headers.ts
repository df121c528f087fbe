import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { IncomingMessage, ServerResponse } from "node:http";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import { INSTALL_CARD_BOOT_SCRIPT } from "@shared/install-card";

/** One year, with subdomains: what HSTS preload lists ask for. */
export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

/** A CSP source that allows one inline script, exactly as written, and nothing else inline. */
export const inlineScriptSource = (script: string) =>
  `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

/**
 * The Content-Security-Policy: everything from this origin only, plus the one inline script of the
 * prerendered signed-in page (by its hash: it hides a dismissed install card before the first paint). Images are the app's own
 * (uploads under /api/media, sample news images under /api/news/images, remote news images
 * through the /api/news/image proxy, drawn logos and avatars) plus data:/blob: previews: no
 * other site sees who reads a page (finding 12); 'self' in connect-src covers same-origin ws:/wss: in current browsers, so the
 * socket needs no wildcard. Inline styles stay allowed for the component library's style props.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", inlineScriptSource(INSTALL_CARD_BOOT_SCRIPT)],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", "data:"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

/** HTTPS as the client saw it: TLS here, or X-Forwarded-Proto from a trusted proxy (Fastify's req.protocol). */
const servedOverHttps = (req: FastifyRequest) => req.protocol === "https";

/** The helmet options: which security headers every response carries. */
export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  strictTransportSecurity: false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  xFrameOptions: { action: "deny" },
  crossOriginOpenerPolicy: { policy: "same-origin" },
  crossOriginResourcePolicy: { policy: "same-origin" },
};

/**
 * The headers helmet sets with these options, worked out once. They depend on the options alone
 * (no nonces, no directive functions), so running helmet's middleware once against a recorder
 * gives every response's headers. @fastify/helmet was not used because it builds a new helmet
 * middleware on each request (parsing the CSP directives every time): a fifth of the server's
 * CPU on the hottest endpoints (bench:http profiles, decision record 0620).
 */
export function helmetHeaders(options: Readonly<HelmetOptions> = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Security headers from helmet's rules. The referrer policy stays strict-origin-when-cross-origin
 * rather than helmet's no-referrer: with no-referrer a browser sends `Origin: null` on form posts,
 * which the cross-site request check would then have to refuse. HSTS is sent only when the
 * response travels over HTTPS (or `HSTS=true` says TLS ends before a proxy that does not tell):
 * on plain http it would be ignored at best, and would pin a LAN address to https at worst.
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  const headers = helmetHeaders();
  // Synchronous (callback style), like every hook that runs on each request: no promise per request.
  app.addHook("onRequest", (req, reply, done) => {
    reply.headers(headers);
    if (app.config.hsts || servedOverHttps(req)) reply.header("Strict-Transport-Security", HSTS_VALUE);
    done();
  });
});
