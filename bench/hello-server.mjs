// The ceiling of bench:http: a bare Fastify answering GET /hello, in its own process like the app.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/hello", async () => ({ hello: "world" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.send?.("ready");
process.on("SIGTERM", () => app.close().then(() => process.exit(0)));
