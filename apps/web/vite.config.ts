import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./vite-precompress.ts";

const api = "http://127.0.0.1:3000";

export default defineConfig({
  base: "/",
  plugins: [react(), precompress()],
  server: { proxy: { "/trpc": api, "/api": api } },
  preview: { proxy: { "/trpc": api, "/api": api } },
  build: { outDir: "dist", sourcemap: true },
});
