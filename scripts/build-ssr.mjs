// Build step after the web build: dist/ssr/first-posts.js, the feed's first posts rendered to HTML
// by the app's own components (src/web/first-posts.tsx), for the server to write into the /posts
// page it sends a signed-in fan (docs/decisions/1010). One self-contained module: React, Lingui and
// the catalogues are bundled in, so it runs where the web app's packages are not installed (the
// production image keeps only the server's). The server loads it by path at run time; it imports
// no web code.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";
import { linguiMacro } from "./vite/lingui-macro.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

await build({
  configFile: false,
  root: path.join(root, "src/web"),
  logLevel: "warn",
  resolve: { tsconfigPaths: true },
  plugins: [linguiMacro(), lingui({ failOnMissing: true, failOnCompileError: true }), react()],
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  ssr: { noExternal: true, target: "node" },
  build: {
    ssr: path.join(root, "src/web/first-posts.tsx"),
    outDir: path.join(root, "dist/ssr"),
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: "first-posts.js", codeSplitting: false } },
  },
});
console.log("ssr: dist/ssr/first-posts.js");
