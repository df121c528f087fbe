import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config/config";
import { openDatabase } from "../../src/server/db/client";

/**
 * The app's OpenAPI document, exactly as `/api/openapi.json` serves it, without a running
 * server: the app is built (not listened on) against an in-memory embedded database, with a
 * throwaway data folder, and closed again.
 */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fanzone-openapi-"));
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, SEED_DEMO_DATA: "false" });
  const database = await openDatabase({ dataDir: undefined });
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    const res = await app.inject({ method: "GET", url: "/api/openapi.json" });
    if (res.statusCode !== 200) throw new Error(`/api/openapi.json answered ${res.statusCode}`);
    return res.json();
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
