// A local Web Push service for bench/push.ts, in its own process so its TLS and bookkeeping do
// not share the app's event loop. HTTPS with a self-signed certificate for HOST; it answers as a
// push service would: /gone/… 410, /flaky/… 429 (Retry-After: 1) the first time then 201, the
// rest 201. It notes when each request arrived (ms since the epoch) and, on "report", sends the
// arrivals (and the CPU time it has used so far) and clears them.
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { generate } from "selfsigned";

const host = process.env.PUSH_HOST ?? "push.bench.test";
const pems = await generate([{ name: "commonName", value: host }], {
  keySize: 2048,
  algorithm: "sha256",
  extensions: [{ name: "subjectAltName", altNames: [{ type: 2, value: host }] }],
});
let arrivals: { path: string; at: number; status: number; bytes: number }[] = [];
const flakySeen = new Set<string>();
// HTTP/2 as the push services browsers use speak it, and HTTP/1.1 for a client that asks for it.
const server = http2.createSecureServer({ key: pems.private, cert: pems.cert, allowHTTP1: true }, (req, res) => {
  let bytes = 0;
  req.on("data", (c: Buffer) => (bytes += c.length));
  req.on("end", () => {
    const path = req.url ?? "";
    let status = 201;
    if (path.startsWith("/gone/")) status = 410;
    else if (path.startsWith("/flaky/") && !flakySeen.has(path)) {
      flakySeen.add(path);
      status = 429;
      res.setHeader("retry-after", "1");
    }
    arrivals.push({ path, at: Date.now(), status, bytes });
    res.statusCode = status;
    res.end();
  });
});
server.listen(0, "127.0.0.1", () => {
  process.send!({ port: (server.address() as AddressInfo).port, cert: pems.cert, host });
});
process.on("message", (m: { type: string }) => {
  if (m.type === "report") {
    const cpu = process.cpuUsage();
    process.send!({ arrivals, cpuMs: (cpu.user + cpu.system) / 1000 });
    arrivals = [];
  } else if (m.type === "close") {
    process.exit(0);
  }
});
