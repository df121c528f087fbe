// `npm run lint:api`: the API description as the app builds it, linted by Redocly's recommended
// rules, and the typed client generated from it compared with the committed one (so the client
// the API tests typecheck against cannot drift from the code). `--write` regenerates the client.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import prettier from "prettier";
import { buildOpenApiDocument } from "./document";

export const CLIENT_TYPES_FILE = "src/shared/api/openapi.gen.ts";
const BANNER =
  "// Generated from /api/openapi.json by `npm run api:types` (openapi-typescript). Do not edit:\n" +
  "// `npm run lint:api` fails when this file and the document differ.\n\n";

const write = process.argv.includes("--write");
const doc = await buildOpenApiDocument();

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fanzone-openapi-"));
const file = path.join(dir, "openapi.json");
fs.writeFileSync(file, JSON.stringify(doc, null, 2));
// Offline: no telemetry and no check for a newer version (both would reach the network).
const lint = spawnSync(
  path.resolve("node_modules/.bin/redocly"),
  ["lint", "--extends", "recommended", "--format", "stylish", file],
  { stdio: "inherit", env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" } },
);
fs.rmSync(dir, { recursive: true, force: true });
if (lint.status !== 0) {
  console.error("lint:api: Redocly reports errors in the API description (above).");
  process.exit(1);
}

const generated = BANNER + astToString(await openapiTS(doc as unknown as OpenAPI3));
const options = (await prettier.resolveConfig(CLIENT_TYPES_FILE)) ?? {};
const types = await prettier.format(generated, { ...options, filepath: CLIENT_TYPES_FILE });
const committed = fs.existsSync(CLIENT_TYPES_FILE) ? fs.readFileSync(CLIENT_TYPES_FILE, "utf8") : "";
if (write) {
  if (types !== committed) fs.writeFileSync(CLIENT_TYPES_FILE, types);
  console.log(`lint:api: ${CLIENT_TYPES_FILE} ${types === committed ? "is up to date" : "regenerated"}.`);
} else if (types !== committed) {
  console.error(
    `lint:api: ${CLIENT_TYPES_FILE} does not match the API description. Run \`npm run api:types\` and commit it.`,
  );
  process.exit(1);
} else console.log(`lint:api: ${CLIENT_TYPES_FILE} matches the API description.`);
