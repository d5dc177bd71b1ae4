import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./vite-precompress.ts";

const api = "http://127.0.0.1:3000";

const CHAKRA_THEME_HELPERS = [
  "defineConfig",
  "defineRecipe",
  "defineSlotRecipe",
  "defineKeyframes",
  "defineTextStyles",
  "defineLayerStyles",
  "defineAnimationStyles",
  "defineGlobalStyles",
  "defineStyle",
];

/**
 * Two pages: index.html is the signed-in app, rendered in the browser; public.html the public site, rendered by the
 * server from the SSR build of src/public-ssr.tsx (`vite build --ssr`, into dist/server) and hydrated by public-main.
 * The public site is a build of its own (`--mode public`, into the same dist): one build would tree-shake and split the
 * two together, and a public page would download the chunks the app shares with it whole (every Chakra recipe).
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
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
        // The app's build empties dist; the public site's, run after it, adds its own files.
        emptyOutDir: mode !== "public",
        copyPublicDir: mode !== "public",
        // Which chunks each page loads, read by the size budget (scripts/web-budget.ts).
        manifest: mode === "public" ? ".vite/public-manifest.json" : true,
        rolldownOptions: {
          input: mode === "public" ? "public.html" : "index.html",
          // Chakra UI's theme helpers return their argument; named pure, the recipes a page never uses drop out.
          treeshake: { manualPureFunctions: CHAKRA_THEME_HELPERS },
        },
      },
}));
