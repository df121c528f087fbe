// Writes .br and .gz next to every compressible file of the web build, at the highest levels
// (done once at build time), so the server sends them by Accept-Encoding without compressing
// on each request (@fastify/static's preCompressed). A compressed form that is not smaller is
// not written: the server then sends the original.
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(process.argv[2] ?? "dist/web");
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/;

let files = 0;
let raw = 0;
let br = 0;
let gz = 0;
function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (compressible.test(entry.name)) compress(file);
  }
}
function compress(file) {
  const data = fs.readFileSync(file);
  const brotli = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gzip = gzipSync(data, { level: 9 });
  if (brotli.length < data.length) fs.writeFileSync(`${file}.br`, brotli);
  if (gzip.length < data.length) fs.writeFileSync(`${file}.gz`, gzip);
  files++;
  raw += data.length;
  br += Math.min(brotli.length, data.length);
  gz += Math.min(gzip.length, data.length);
}
walk(root);
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precompress: ${files} files, ${kb(raw)} -> ${kb(br)} brotli, ${kb(gz)} gzip`);
