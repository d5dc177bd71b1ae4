import type { Services } from "@amlak/api";
import { pendingMigrations, pingDatabase } from "@amlak/db";
import type { FastifyInstance } from "fastify";

interface HealthOptions {
  services: Services;
  /** True once the server is shutting down: a load balancer must stop sending it requests. */
  isDraining: () => boolean;
}

export async function healthRoutes(app: FastifyInstance, { services, isDraining }: HealthOptions) {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    if (isDraining()) return reply.code(503).send({ status: "shutting down" });
    try {
      await pingDatabase(services.database.app);
      const pending = await pendingMigrations(services.database.owner);
      if (pending.length) return reply.code(503).send({ status: "migrations pending", pending });
      return { status: "ready" };
    } catch (error) {
      app.log.warn({ err: error }, "readiness check failed");
      return reply.code(503).send({ status: "database unreachable" });
    }
  });
}
