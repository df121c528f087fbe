import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import helmet from "@fastify/helmet";
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

/**
 * Security headers through @fastify/helmet. The referrer policy stays strict-origin-when-cross-origin
 * rather than helmet's no-referrer: with no-referrer a browser sends `Origin: null` on form posts,
 * which the cross-site request check would then have to refuse. HSTS is sent only when the
 * response travels over HTTPS (or `HSTS=true` says TLS ends before a proxy that does not tell):
 * on plain http it would be ignored at best, and would pin a LAN address to https at worst.
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
  });
  // Synchronous (callback style), like every hook that runs on each request: no promise per request.
  app.addHook("onRequest", (req, reply, done) => {
    if (app.config.hsts || servedOverHttps(req)) reply.header("Strict-Transport-Security", HSTS_VALUE);
    done();
  });
});
