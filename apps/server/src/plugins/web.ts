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
  await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: "1h" });
  // /api and /trpc have their own not-found handler (plugins/refusals.ts); this one sees only the SPA's paths.
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== "GET") throw new AppError("notFound");
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
