// Build step after the web build: dist/ssr/renderer.js, the first screen's renderer the server
// loads as `#first-screen-renderer` (src/web/first-screen-renderer.tsx; the boundary is declared in
// src/shared/first-screen/renderer.ts and docs/dev-guide.md). One self-contained module: React,
// Lingui, TanStack Query and the catalogues are bundled in, so it runs where the web app's packages
// are not installed (the production image keeps only the server's).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";
import { linguiMacro } from "./vite/lingui-macro.ts";
import { reactRouterProduction } from "./vite/react-router-production.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

await build({
  configFile: false,
  root: path.join(root, "src/web"),
  logLevel: "warn",
  resolve: { tsconfigPaths: true },
  plugins: [linguiMacro(), lingui({ failOnMissing: true, failOnCompileError: true }), react(), reactRouterProduction()],
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  ssr: { noExternal: true, target: "node" },
  build: {
    ssr: path.join(root, "src/web/first-screen-renderer.tsx"),
    outDir: path.join(root, "dist/ssr"),
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: "renderer.js", codeSplitting: false } },
  },
});
console.log("ssr: dist/ssr/renderer.js");
