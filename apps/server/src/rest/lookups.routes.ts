import type { Services } from "@amlak/api";
import type { FastifyInstance } from "fastify";
import { given, restRoute } from "./rest-route.ts";

export async function lookupsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const route = restRoute.bind(null, app, services);
  route("GET", "/opts/contacts", (call) => call.lookups.contactTypes());
  route("GET", "/lookups", (call, { query }) => call.lookups.byGroup({ group: given(query.group) as string }));
  route("GET", "/lookups/PAYMENT_CATEGORY", async (call) => (await call.lookups.paymentCategories()).map(({ id, name }) => ({ id, name })));
}
