import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./vite-precompress.ts";

const api = "http://127.0.0.1:3000";

/**
 * Two pages: index.html is the signed-in app, rendered in the browser; public.html the public site, rendered by the
 * server from the SSR build of src/public-ssr.tsx (`vite build --ssr`, into dist/server) and hydrated by public-main.
 */
export default defineConfig(({ isSsrBuild }) => ({
  base: "/",
  plugins: [react(), ...(isSsrBuild ? [] : [precompress()])],
  server: { proxy: { "/trpc": api, "/api": api } },
  preview: { proxy: { "/trpc": api, "/api": api } },
  // One file the server imports as it is, with no package to resolve at run time.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: "dist/server", copyPublicDir: false, sourcemap: true }
    : {
        outDir: "dist",
        sourcemap: true,
        // .vite/manifest.json: which chunks each page loads, read by the size budget (scripts/web-budget.ts).
        manifest: true,
        rolldownOptions: { input: { app: "index.html", public: "public.html" } },
      },
}));
