import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const serverPort = Number(process.env.PORT ?? 3000);

// The web app is built into dist/web and served by the Fastify server in production.
// In development Vite serves it and proxies the API and the WebSocket to the server.
export default defineConfig({
  root: "src/web",
  publicDir: "../../public",
  resolve: { tsconfigPaths: true },
  plugins: [react(), tailwindcss()],
  build: { outDir: "../../dist/web", emptyOutDir: true, sourcemap: true },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      "/api": `http://127.0.0.1:${serverPort}`,
      "/ws": { target: `ws://127.0.0.1:${serverPort}`, ws: true },
    },
  },
});
