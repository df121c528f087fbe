import fs from "node:fs";
import path from "node:path";

/** The recorded ESPN payloads in shared/fixtures/espn (beside the repository). */
export const ESPN_FIXTURES = process.env.FANZONE_FIXTURES
  ? path.join(process.env.FANZONE_FIXTURES, "espn")
  : path.resolve(process.cwd(), "../shared/fixtures/espn");

export const readFixture = (file: string) => JSON.parse(fs.readFileSync(path.join(ESPN_FIXTURES, file), "utf8"));
export const fixtureFiles = (kind: "scoreboard" | "news") =>
  fs.readdirSync(ESPN_FIXTURES).filter((f) => f.endsWith(".json") && f.includes(`-${kind}`));
