import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The recorded ESPN standings and schedules the tests read (tests/fixtures/espn-more, see its SOURCES.md). */
const DIR = fileURLToPath(new URL("../../../../../tests/fixtures/espn-more", import.meta.url));
export const readSeasonFixture = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(DIR, file), "utf8"));
