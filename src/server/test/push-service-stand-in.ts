import http2 from "node:http2";
import type { IncomingMessage, ServerResponse } from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import tls from "node:tls";
import { generate } from "selfsigned";
import { PushTransport, type PushConnect } from "../modules/notifications/push-transport";

/** A request the stand-in received: what a push service would see. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** "2.0" or "1.1": how the app reached the stand-in. */
  httpVersion: string;
}

/**
 * A local Web Push service for API tests. The app only sends to https on port 443 of a push
 * service's host (modules/notifications/push-endpoint.ts), and tests keep it that way: the
 * stand-in serves HTTPS with a self-signed certificate for `host` (a name under the reserved
 * .test domain, given to the app in PUSH_SERVICE_HOSTS), and `transport`, set on
 * `app.push.transport`, connects that name's port 443 to the stand-in's own loopback port,
 * trusting its certificate. So the endpoints tests subscribe with pass the same check production
 * applies, with no loopback or plain-http exception in the app; the transport's connection is
 * the only test hook, and no configuration can set it. It speaks HTTP/2 and HTTP/1.1, or only
 * HTTP/1.1 (`http1Only`), as a push service may. Paths starting /gone answer 410, /missing 404,
 * the rest 201.
 */
export async function startPushServiceStandIn(host = "push.stand-in.test", { http1Only = false } = {}) {
  const pems = await generate([{ name: "commonName", value: host }], {
    keySize: 2048,
    algorithm: "sha256",
    extensions: [{ name: "subjectAltName", altNames: [{ type: 2, value: host }] }],
  });
  const received: ReceivedPush[] = [];
  const answer = (req: http2.Http2ServerRequest | IncomingMessage, body: Buffer) => {
    const url = req.url;
    received.push({ path: url ?? "", headers: req.headers, body, httpVersion: req.httpVersion });
    return url?.startsWith("/gone") ? 410 : url?.startsWith("/missing") ? 404 : 201;
  };
  const handler = (
    req: http2.Http2ServerRequest | IncomingMessage,
    res: http2.Http2ServerResponse | ServerResponse,
  ) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      res.statusCode = answer(req, Buffer.concat(chunks));
      res.end();
    });
  };
  const tlsOptions = { key: pems.private, cert: pems.cert };
  const server = http1Only
    ? https.createServer(tlsOptions, handler)
    : http2.createSecureServer({ ...tlsOptions, allowHTTP1: true }, handler);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;

  const connect: PushConnect = (url, alpn) => {
    if (url.hostname !== host || url.port !== "")
      throw new Error(`push stand-in: unexpected connection to ${url.host}`);
    return tls.connect({ host: "127.0.0.1", port, servername: host, ca: pems.cert, ALPNProtocols: alpn });
  };
  const transport = new PushTransport(connect);

  return {
    host,
    /** `https://<host>`: the origin (and VAPID audience) of the stand-in's endpoints. */
    origin: `https://${host}`,
    transport,
    received,
    /** What the stand-in received for `endpoint`. */
    receivedFor: (endpoint: string) => received.filter((r) => `https://${host}${r.path}` === endpoint),
    async close() {
      transport.close();
      if ("closeAllConnections" in server) server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
export type PushServiceStandIn = Awaited<ReturnType<typeof startPushServiceStandIn>>;
