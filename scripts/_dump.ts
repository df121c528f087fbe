import fs from "node:fs";
import { buildOpenApiDocument } from "./openapi/document";
const doc = await buildOpenApiDocument();
fs.writeFileSync(process.argv[2]!, JSON.stringify(doc, null, 2));
