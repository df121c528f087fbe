import https from "node:https";
import type { AddressInfo } from "node:net";
import { generate } from "selfsigned";

/** A request the stand-in received: what a push service would see. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A local Web Push service for API tests. The app only sends to https on port 443 of a push
 * service's host (modules/notifications/push-endpoint.ts), and tests keep it that way: the
 * stand-in serves HTTPS with a self-signed certificate for `host` (a name under the reserved
 * .test domain, given to the app in PUSH_SERVICE_HOSTS), and `agent`, set on `app.push.agent`,
 * connects that name's port 443 to the stand-in's own loopback port, trusting its certificate.
 * So the endpoints tests subscribe with pass the same check production applies, with no
 * loopback or plain-http exception in the app; the agent is the only test hook, and no
 * configuration can set it. Paths starting /gone answer 410, /missing 404, the rest 201.
 */
export async function startPushServiceStandIn(host = "push.stand-in.test") {
  const pems = await generate([{ name: "commonName", value: host }], {
    keySize: 2048,
    algorithm: "sha256",
    extensions: [{ name: "subjectAltName", altNames: [{ type: 2, value: host }] }],
  });
  const received: ReceivedPush[] = [];
  const server = https.createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.startsWith("/gone") ? 410 : req.url?.startsWith("/missing") ? 404 : 201;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;

  class StandInAgent extends https.Agent {
    override createConnection(...args: Parameters<https.Agent["createConnection"]>) {
      const [options, callback] = args;
      if (options.host !== host || Number(options.port ?? 443) !== 443)
        throw new Error(`push stand-in: unexpected connection to ${options.host}:${options.port}`);
      return super.createConnection({ ...options, host: "127.0.0.1", port, servername: host }, callback);
    }
  }
  const agent = new StandInAgent({ ca: pems.cert, keepAlive: false });

  return {
    host,
    /** `https://<host>`: the origin (and VAPID audience) of the stand-in's endpoints. */
    origin: `https://${host}`,
    agent,
    received,
    /** What the stand-in received for `endpoint`. */
    receivedFor: (endpoint: string) => received.filter((r) => `https://${host}${r.path}` === endpoint),
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
export type PushServiceStandIn = Awaited<ReturnType<typeof startPushServiceStandIn>>;
