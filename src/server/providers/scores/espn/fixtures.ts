import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The recorded ESPN payloads the tests read (tests/fixtures/espn, see its SOURCES.md). */
export const ESPN_FIXTURES = fileURLToPath(new URL("../../../../../tests/fixtures/espn", import.meta.url));

export const readFixture = (file: string) => JSON.parse(fs.readFileSync(path.join(ESPN_FIXTURES, file), "utf8"));
export const fixtureFiles = (kind: "scoreboard" | "news") =>
  fs.readdirSync(ESPN_FIXTURES).filter((f) => f.endsWith(".json") && f.includes(`-${kind}`));

/** The recorded game summaries and rosters (tests/fixtures/espn-more, see its SOURCES.md). */
export const ESPN_MORE_FIXTURES = fileURLToPath(new URL("../../../../../tests/fixtures/espn-more", import.meta.url));
export const readMoreFixture = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(ESPN_MORE_FIXTURES, file), "utf8"));
