import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import fastifyCookie from "@fastify/cookie";
import { registerWebApp } from "../plugins/web-app";
import { SESSION_COOKIE } from "../lib/session";
import type { TestClient } from "./test-app";

export interface ShellWebApp {
  web: FastifyInstance;
  /** The build's folder: a test may add pages to it. */
  root: string;
  /** Stops the server and removes the folder. */
  close(): Promise<void>;
}

/**
 * The page serving of a build, for API tests of what the server writes into pages: the real
 * shell template (src/web/index.html) and `pages` (paths under the build's folder → HTML) in a
 * folder of its own, served by registerWebApp with `options`. Ready to inject into or to listen.
 */
export async function startShellWebApp(
  options: Parameters<typeof registerWebApp>[3],
  pages: Record<string, string> = {},
): Promise<ShellWebApp> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "fz-web-"));
  fs.copyFileSync(path.resolve("src/web/index.html"), path.join(root, "index.html"));
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), html);
  }
  const web = Fastify();
  await web.register(fastifyCookie);
  await registerWebApp(web, root, fs.existsSync, options);
  await web.ready();
  return {
    web,
    root,
    async close() {
      await web.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The session cookie of `client`, as its browser sends it with a page request. */
export const sessionCookie = (client: TestClient) => `${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE)}`;

/** A browser's request for the page at `url` of the server at `base` (Accept: text/html). */
export const pageRequest = (base: string, url: string, headers: Record<string, string> = {}) =>
  fetch(base + url, { headers: { accept: "text/html", ...headers } });
