import { constants } from "node:zlib";
import type { FastifyCompressOptions } from "@fastify/compress";

/**
 * Responses above 1 KB are compressed when the client accepts it (JSON lists of posts, events,
 * communities). Brotli at a low quality: per-request compression must stay cheaper than the
 * bytes it saves; quality 11 (the default) costs tens of milliseconds on a feed page. Static
 * assets are compressed at build time (scripts/precompress.mjs) and the live board once per
 * change, so they skip this (they already carry a Content-Encoding).
 */
export const compressOptions: FastifyCompressOptions = {
  global: true,
  threshold: 1024,
  encodings: ["br", "gzip"],
  brotliOptions: {
    params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  },
  zlibOptions: { level: 6 },
};
