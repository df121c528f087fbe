import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeEngines, satisfies, unsupportedNodeMessage } from "../../../scripts/check-node.mjs";

// scripts/check-node.mjs: `npm install` (preinstall), `npm start` and `npm run dev` refuse an
// unsupported Node.js in one sentence naming the supported lines (docs/decisions/1111).
const root = path.resolve(__dirname, "../../..");
const engines: string = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).engines.node;
const script = path.join(root, "scripts/check-node.mjs");
const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: "utf8" });

describe("the Node.js version check", () => {
  it("reads package.json's engines and names the lines in words", () => {
    expect(describeEngines("^22.13.0 || ^24.0.0 || >=26.0.0")).toBe("22 (22.13 or newer), 24, or 26 and later");
    expect(describeEngines("^22.18.1 || >=24.0.0")).toBe("22 (22.18.1 or newer) or 24 and later");
    expect(() => describeEngines(engines)).not.toThrow();
  });

  it("admits each line from its floor and nothing below or between", () => {
    const range = "^22.13.0 || ^24.0.0 || >=26.0.0";
    for (const v of ["v22.13.0", "22.13.1", "22.99.0", "24.0.0", "v24.21.0", "26.0.0", "27.1.0"])
      expect(satisfies(v, range), v).toBe(true);
    for (const v of ["v20.20.2", "22.12.9", "22.9.0", "23.11.0", "25.9.0", "18.0.0", "21.0.0", "garbage"])
      expect(satisfies(v, range), v).toBe(false);
  });

  it("passes on the Node.js running this test, which CI keeps inside engines", () => {
    const res = run();
    expect(res.status).toBe(0);
    expect(res.stderr).toBe("");
    expect(satisfies(process.version, engines)).toBe(true);
  });

  it("refuses an unsupported version with one sentence on stderr and exit code 1", () => {
    const res = run("20.20.2");
    expect(res.status).toBe(1);
    expect(res.stdout).toBe("");
    expect(res.stderr).toBe(`${unsupportedNodeMessage("20.20.2", engines)}\n`);
    expect(res.stderr.trim().split("\n")).toHaveLength(1);
    expect(res.stderr).toMatch(/^FanZone needs Node\.js .*, but this is Node\.js 20\.20\.2: .*\.\n$/);
    expect(res.stderr).not.toMatch(/\bat .*:\d+:\d+/); // no stack trace
    expect(run("22.12.0").status).toBe(1);
  });

  it("is what `npm install`, `npm start` and `npm run dev` run first", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
    expect(pkg.scripts.preinstall).toBe("node scripts/check-node.mjs");
    for (const file of ["scripts/start.mjs", "scripts/dev.mjs"]) {
      const imports = [...fs.readFileSync(path.join(root, file), "utf8").matchAll(/^import .*$/gm)].map((m) => m[0]);
      expect(imports[0], file).toBe('import "./check-node.mjs";');
    }
  });
});
