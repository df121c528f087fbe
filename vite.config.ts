import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { VitePWA } from "vite-plugin-pwa";
import { lingui } from "@lingui/vite-plugin";
import { linguiMacro } from "./scripts/vite/lingui-macro.ts";
import { reactRouterProduction } from "./scripts/vite/react-router-production.ts";

const serverPort = Number(process.env.PORT ?? 3000);

// The web app is built into dist/web and served by the Fastify server in production.
// In development Vite serves it and proxies the API and the WebSocket to the server.
export default defineConfig({
  root: "src/web",
  publicDir: "../../public",
  resolve: { tsconfigPaths: true },
  plugins: [
    // Lingui: macros compiled to message ids, PO catalogues compiled on import; a catalogue that
    // lacks a translation fails the build (docs/decisions/0980).
    linguiMacro(),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    react(),
    reactRouterProduction(),
    tailwindcss(),
    // PWA (SPEC §1, DESIGN.md): our own Workbox service worker (src/web/features/pwa/service-worker)
    // gets the precache list injected and is emitted as /sw.js; the manifest uses the icons that
    // scripts/build-icons.mjs renders into public/icons/. Registration is done by the app itself
    // (features/pwa/register-service-worker.ts), so the plugin injects no script.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "features/pwa/service-worker",
      filename: "sw.ts",
      registerType: "prompt",
      injectRegister: false,
      manifestFilename: "manifest.webmanifest",
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        // Source maps are served but never precached.
        globIgnores: ["**/*.map"],
        // Chunks above this are not precached; keeps a runaway dependency from bloating installs.
        maximumFileSizeToCacheInBytes: 600 * 1024,
      },
      manifest: {
        id: "/",
        name: "FanZone",
        short_name: "FanZone",
        // English; scripts/prerender.mjs writes the Spanish and French manifests from the catalogues.
        description: "Live scores, fan communities, watch parties and your sports feed.",
        lang: "en",
        start_url: "/",
        scope: "/",
        display: "standalone",
        orientation: "portrait",
        theme_color: "#1d4ed8",
        background_color: "#f6f7fb",
        categories: ["sports", "social"],
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  // manifest: read by bench/web-budget.mjs. No modulepreload polyfill: every browser that can
  // install the app supports modulepreload, and the polyfill would sit in the entry chunk.
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    modulePreload: { polyfill: false },
    // One stylesheet, carried by every page (inlined in the prerendered ones, linked by the shell),
    // and named by no chunk: split per chunk, the app's start listed it among the preloads of the
    // signed-in routes, and on a page that inlined it Vite's preload helper found no <link>, so it
    // fetched the sheet again and the browser applied it twice (bench/web-budget.mjs checks this).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // The libraries every screen needs travel as one chunk: the default splitting cut them into
        // many small shared chunks, each compressed alone (about 1 KB gzip more on the sign-in screen).
        codeSplitting: {
          groups: [
            // Vite's preload helper, which the entry imports for its dynamic imports, in a chunk of
            // its own: left to the bundler it joined ui-core, and through it the entry imported the
            // framework, so a prerendered page asked for about 95 KB of scripts before its first paint.
            { name: "preload-helper", test: /vite[\\/]preload-helper/ },
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|tailwind-merge|clsx|class-variance-authority)[\\/]/,
            },
            // The small primitives nearly every screen (the sign-in form included) uses, the form
            // field with its translation of the schemas' messages among them, and the reads the
            // app's start holds (the session's and the live board's).
            {
              name: "ui-core",
              test: /src[\\/](web[\\/](components[\\/](ui[\\/](button|card|input|label|password-input|skeleton|use-toast)|form-field)|lib[\\/](cn|toast-error|i18n[\\/]use-translate-message))|shared[\\/](limits|first-screen[\\/](read|frame-reads)))\.tsx?$/,
            },
            // The dialog, menu and popover primitives (Radix and its helpers) of the signed-in screens
            // as one chunk; the few the sign-in form uses stay with ui-core above. Like the icons
            // below: one request instead of about ten small ones (npm run bench:web checks that the
            // sign-in load does not grow).
            {
              name: "overlays",
              test: /node_modules[\\/](@radix-ui[\\/](?!react-(slot|compose-refs|primitive|label)[\\/])|@floating-ui|react-remove-scroll|react-remove-scroll-bar|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|aria-hidden|tslib|detect-node-es)[\\/]/,
            },
            // The icons of the signed-in screens as one chunk, not one ~1 KB chunk each (the dashboard
            // loaded twenty of them, each a round trip on a slow connection). The few the sign-in
            // screens and the entry use stay where they are, so the sign-in load does not grow.
            {
              name: "icons",
              test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](?!eye|trophy|triangle-exclamation|globe)/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      "/api": `http://127.0.0.1:${serverPort}`,
      "/ws": { target: `ws://127.0.0.1:${serverPort}`, ws: true },
    },
  },
});
