import { AppError } from "@amlak/domain";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { existsSync } from "node:fs";
import path from "node:path";

/** Serves the built SPA; any other GET that is not an API path gets index.html so client-side routes work on reload. */
export async function webRoutes(app: FastifyInstance, { webDist }: { webDist: string }) {
  if (!existsSync(path.join(webDist, "index.html"))) {
    app.log.warn(`no web build at ${webDist}; run npm run build -w @amlak/web`);
    return;
  }
  const assets = path.join(webDist, "assets") + path.sep;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text asset (apps/web/vite-precompress.ts).
    preCompressed: true,
    maxAge: "1h",
    // Vite names each asset by its content's hash: a changed file gets a new name, so the old one may be kept for ever.
    setHeaders: (reply, file) => {
      if (file.startsWith(assets)) reply.header("cache-control", "public, max-age=31536000, immutable");
    },
  });
  // /api and /trpc have their own not-found handler (plugins/refusals.ts); this one sees only the SPA's paths.
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== "GET") throw new AppError("notFound");
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
