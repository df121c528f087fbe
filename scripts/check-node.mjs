// Refuses to go on, in one sentence, on a Node.js version outside package.json's `engines`
// (docs/decisions/1111): run by `npm install` (the `preinstall` script) and imported first by
// scripts/start.mjs and scripts/dev.mjs. Without it an unsupported Node fails later with a stack
// trace (a `.ts` file it cannot load, a missing API). So this file imports no package and uses
// nothing newer than ES2015 and ES modules: it has to run on the versions it refuses.
// `node scripts/check-node.mjs 20.20.2` checks that version instead of this process's.
import fs from "fs";
import path from "path";
import { fileURLToPath } from "url";

/** "^22.13.0 || ^24.0.0 || >=26.0.0" as [{ op: "^", major: 22, minor: 13, patch: 0 }, ...]. */
export function parseEngines(range) {
  return range.split("||").map(function (part) {
    const m = /^\s*(\^|>=)(\d+)\.(\d+)\.(\d+)\s*$/.exec(part);
    if (!m) throw new Error('check-node.mjs reads only "^X.Y.Z" and ">=X.Y.Z" ranges, not "' + part.trim() + '"');
    return { op: m[1], major: Number(m[2]), minor: Number(m[3]), patch: Number(m[4]) };
  });
}

function atLeast(v, r) {
  if (v.major !== r.major) return v.major > r.major;
  if (v.minor !== r.minor) return v.minor > r.minor;
  return v.patch >= r.patch;
}

/** Whether a version ("v22.13.0" or "22.13.0") is inside the range. */
export function satisfies(version, range) {
  const m = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!m) return false;
  const v = { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]) };
  return parseEngines(range).some(function (r) {
    return atLeast(v, r) && (r.op === ">=" || v.major === r.major);
  });
}

/** "22 (22.13 or newer), 24, or 26 and later". */
export function describeEngines(range) {
  const lines = parseEngines(range).map(function (r) {
    const floor =
      r.minor === 0 && r.patch === 0
        ? ""
        : " (" + r.major + "." + r.minor + (r.patch ? "." + r.patch : "") + " or newer)";
    return r.major + floor + (r.op === ">=" ? " and later" : "");
  });
  if (lines.length < 2) return lines.join("");
  return lines.slice(0, -1).join(", ") + (lines.length > 2 ? "," : "") + " or " + lines[lines.length - 1];
}

/** The one sentence an unsupported version gets, or null when the version is supported. */
export function unsupportedNodeMessage(version, range) {
  if (satisfies(version, range)) return null;
  return (
    "FanZone needs Node.js " +
    describeEngines(range) +
    ", but this is Node.js " +
    version.replace(/^v/, "") +
    ": switch to a supported version (.nvmrc names the newest, for nvm and similar tools) and run the command again."
  );
}

const here = fileURLToPath(import.meta.url);
const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === here;
const pkg = JSON.parse(fs.readFileSync(path.join(path.dirname(here), "..", "package.json"), "utf8"));
const message = unsupportedNodeMessage((isMain && process.argv[2]) || process.version, pkg.engines.node);
if (message) {
  console.error(message);
  process.exit(1);
}
