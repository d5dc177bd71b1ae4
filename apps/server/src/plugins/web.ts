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
  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(api|trpc)(\/|$)/.test(request.url);
    if (request.method !== "GET" || isApi) return reply.code(404).send({ code: "notFound", message: "Not Found" });
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
