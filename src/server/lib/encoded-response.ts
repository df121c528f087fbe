import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";

type Encoding = "br" | "gzip";
// Brotli first: smaller than gzip at the same speed for JSON; identity when neither is accepted.
const negotiator = new Negotiator<Encoding | "identity">({ supportedValues: ["br", "gzip", "identity"] });
/** Below this size compressing costs more than it saves (the same threshold as @fastify/compress). */
const COMPRESS_MIN_BYTES = 1024;

/** `body` in `encoding`: Brotli (text mode) at `brotliQuality`, or gzip at level 6. */
function compress(body: Buffer, encoding: Encoding, brotliQuality: number): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 });
}

/** The encoding the request prefers for a body of `size` bytes; null to send it as it is. */
function encodingFor(req: FastifyRequest, size: number): Encoding | null {
  const accept = req.headers["accept-encoding"];
  const encoding = accept && size >= COMPRESS_MIN_BYTES ? negotiator.negotiate(accept) : null;
  return encoding === "br" || encoding === "gzip" ? encoding : null;
}

/**
 * A JSON body that is serialised, hashed and compressed once and then sent to many readers:
 * no per-request serialisation, validation or compression. Compressed forms are made on first
 * demand. The ETag is the body's hash, so every instance with the same data gives the same tag.
 */
export class EncodedJson {
  readonly etag: string;
  private readonly compressed = new Map<Encoding, Buffer>();

  constructor(readonly json: Buffer) {
    this.etag = `"${createHash("sha1").update(json).digest("base64url")}"`;
  }

  static of(value: unknown): EncodedJson {
    return new EncodedJson(Buffer.from(JSON.stringify(value)));
  }

  body(encoding: Encoding): Buffer {
    let body = this.compressed.get(encoding);
    if (!body) {
      // Moderate levels: made once per change of the data, but on the request that asks first.
      body = compress(this.json, encoding, 6);
      this.compressed.set(encoding, body);
    }
    return body;
  }
}

/**
 * The Cache-Control of an answer made for one signed-in user: the browser may keep it (and the
 * service worker's offline copy), revalidated on each use; no shared cache may.
 */
export const PRIVATE_NO_CACHE = "private, no-cache";

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}

/**
 * Answers with a pre-encoded JSON body: 304 when the client already holds this version
 * (If-None-Match), otherwise the form its Accept-Encoding prefers. Clients must revalidate
 * (`no-cache`): the data changes at any moment, but unchanged data costs only the 304.
 */
export function sendEncodedJson(req: FastifyRequest, reply: FastifyReply, encoded: EncodedJson): void {
  reply.header("etag", encoded.etag).header("cache-control", PRIVATE_NO_CACHE).header("vary", "accept-encoding");
  if (matches(req.headers["if-none-match"], encoded.etag)) {
    reply.code(304).send();
    return;
  }
  reply.type("application/json; charset=utf-8");
  const encoding = encodingFor(req, encoded.json.length);
  if (encoding) {
    reply.header("content-encoding", encoding).send(encoded.body(encoding));
    return;
  }
  reply.send(encoded.json);
}

/**
 * Sends a body made for one request (a page holding this viewer's own data) compressed as its
 * Accept-Encoding prefers, at the per-request levels of plugins/compression.ts. For answers the
 * compression plugin does not see (its hook is on routes; the pages are the not-found handler's).
 * The caller's Vary must name Accept-Encoding.
 */
export function sendCompressed(req: FastifyRequest, reply: FastifyReply, text: string): void {
  const body = Buffer.from(text);
  const encoding = encodingFor(req, body.length);
  if (encoding) reply.header("content-encoding", encoding).send(compress(body, encoding, 4));
  else reply.send(body);
}
