import type { Services } from "@amlak/api";
import type { FastifyInstance } from "fastify";
import { given, restRoute } from "./rest-route.ts";

/** The read calls report filters use (SPEC §7): lessors and tenants as contacts, real estates as id and title. */
export async function portfolioRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const route = restRoute.bind(null, app, services);
  route("GET", "/contacts", (call, { query }) =>
    call.contacts.list({ type: given(query.type) as never, searchText: given(query.searchText) }),
  );
  route("GET", "/real-estates", async (call, { query }) =>
    (await call.realEstates.list({ searchText: given(query.searchText) })).map(({ id, title, kind, status, parentId }) => ({
      id,
      title,
      kind,
      status,
      parent_id: parentId,
    })),
  );
}
