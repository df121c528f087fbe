import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The server reads in one direction (docs/decisions/1340-one-direction-and-domain-events.md):
// plugins never import a module, and no two modules use each other, directly or round a longer
// loop. Read from the source's import statements (type-only ones too), so a new arrow fails here
// with the files that draw it. Tests are left out: they may reach into anything.

const SERVER = path.dirname(fileURLToPath(import.meta.url));
const MODULES = path.join(SERVER, "modules");
const PLUGINS = path.join(SERVER, "plugins");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const SPECIFIERS = [/\bfrom\s+"([^"]+)"/g, /\bimport\s*\(\s*"([^"]+)"\s*\)/g, /^import\s+"([^"]+)"/gm];

/** The server files `file` imports (relative or `@server/`), resolved to paths on disk. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const found: string[] = [];
  for (const pattern of SPECIFIERS)
    for (const [, spec] of text.matchAll(pattern)) {
      const base = spec!.startsWith(".")
        ? path.resolve(path.dirname(file), spec!)
        : spec!.startsWith("@server/")
          ? path.join(SERVER, spec!.slice("@server/".length))
          : null;
      if (!base) continue;
      const hit = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find(
        (p) => fs.existsSync(p) && fs.statSync(p).isFile(),
      );
      if (hit) found.push(hit);
    }
  return found;
}

const moduleOf = (file: string) =>
  file.startsWith(MODULES + path.sep) ? path.relative(MODULES, file).split(path.sep)[0]! : null;
const rel = (file: string) => path.relative(SERVER, file);

describe("the server's import graph", () => {
  it("has no arrow from plugins/ into modules/", () => {
    const arrows = sourceFiles(PLUGINS).flatMap((file) =>
      importsOf(file)
        .filter((target) => moduleOf(target) !== null)
        .map((target) => `${rel(file)} -> ${rel(target)}`),
    );
    expect(arrows).toEqual([]);
  });

  it("has no loop between modules: no two-way pair, no longer cycle", () => {
    // module -> module -> the files that draw the arrow
    const uses = new Map<string, Map<string, string[]>>();
    for (const file of sourceFiles(MODULES)) {
      const from = moduleOf(file)!;
      if (from.endsWith(".ts")) continue; // modules/index.ts, the registry of them all
      for (const target of importsOf(file)) {
        const to = moduleOf(target);
        if (to === null || to === from || to.endsWith(".ts")) continue;
        const edges = uses.get(from) ?? new Map<string, string[]>();
        uses.set(from, edges);
        edges.set(to, [...(edges.get(to) ?? []), `${rel(file)} -> ${rel(target)}`]);
      }
    }
    // Depth-first search; a module met again while still on the path closes a loop.
    const loops: string[] = [];
    const done = new Set<string>();
    const visit = (mod: string, trail: string[]) => {
      if (done.has(mod)) return;
      const at = trail.indexOf(mod);
      if (at >= 0) {
        const loop = [...trail.slice(at), mod];
        const arrows = loop.slice(1).map((to, i) => uses.get(loop[i]!)!.get(to)![0]);
        loops.push(`${loop.join(" -> ")}\n    ${arrows.join("\n    ")}`);
        return;
      }
      for (const next of uses.get(mod)?.keys() ?? []) visit(next, [...trail, mod]);
      done.add(mod);
    };
    for (const mod of uses.keys()) visit(mod, []);
    expect(loops).toEqual([]);
  });
});
