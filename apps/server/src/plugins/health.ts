import type { Services } from "@amlak/api";
import { pendingMigrations, pingDatabase } from "@amlak/db";
import type { FastifyInstance } from "fastify";

export async function healthRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
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
