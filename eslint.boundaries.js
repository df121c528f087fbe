// Import boundaries, checked on resolved file paths (aliases and relative imports alike).
// The feature folders are read from disk when lint runs, so a new server module or web
// feature is covered without editing this file.
import fs from "node:fs";
import path from "node:path";

const root = path.dirname(new URL(import.meta.url).pathname);
const src = (...parts) => path.join(root, "src", ...parts);
const foldersOf = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const modules = src("server", "modules");
const features = src("web", "features");

export const boundaryZones = [
  {
    target: src("shared"),
    from: [src("server"), src("web")],
    message: "src/shared is used by both sides and imports nothing of the server or the web app.",
  },
  { target: src("server"), from: src("web"), message: "The server never imports the web app." },
  { target: src("web"), from: src("server"), message: "The web app never imports server code." },
  ...foldersOf(features).map((f) => ({
    target: src("web", "features", f),
    from: features,
    except: [`./${f}`],
    message: "Web features do not import each other; move what they share to src/web/components or src/web/lib.",
  })),
  ...foldersOf(modules).map((m) => ({
    target: src("server", "modules", m),
    from: `${modules}/*/**`,
    except: [`${modules}/${m}/**`, `${modules}/*/*.service.ts`, `${modules}/*/index.ts`],
    message:
      "A server module uses another one only through its service (*.service.ts) or index.ts, never its repository or internals.",
  })),
  {
    // One direction: modules may use plugins (not-found, locale), plugins never a module. What a
    // plugin needs of a module (who is an administrator, an account's language) buildApp hands it.
    target: src("server", "plugins"),
    from: modules,
    message:
      "Plugins do not import modules; move what both need to src/server/lib (as lib/session), or have buildApp pass it to the plugin.",
  },
  {
    target: src("server", "providers"),
    from: modules,
    message: "Providers do not import modules; move what both need to src/server/lib, db or catalogue.",
  },
  {
    // Neutral homes serve every module. db/seed is left out: it is the registry of the modules' seeders.
    target: [
      src("server", "lib"),
      src("server", "catalogue"),
      ...fs
        .readdirSync(src("server", "db"))
        .filter((n) => n !== "seed")
        .map((n) => src("server", "db", n)),
    ],
    from: [modules, src("server", "providers")],
    message: "lib, db and catalogue are neutral homes: they import no module and no provider.",
  },
];
