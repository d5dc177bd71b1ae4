import type { Services } from "@amlak/api";
import type { FastifyInstance } from "fastify";
import { given, restRoute } from "./rest-route.ts";

const id = (params: Record<string, string>) => ({ id: params.id ?? "" });

/**
 * Contracts, payments, invoices and receipts for integrators (issue #3), and the books for accountants. Every POST
 * accepts an Idempotency-Key header: a retry with the same key and body answers the first result again.
 */
export async function ledgerRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const route = restRoute.bind(null, app, services);

  route("POST", "/contracts", (call, { body }) => call.contracts.create(body as never), { successStatus: 201 });
  route("GET", "/contracts/:id", (call, { params }) => call.contracts.get(id(params)));
  route("GET", "/contracts/:id/payments", (call, { params }) => call.contracts.payments(id(params)));
  route("POST", "/contracts/:id/cancel", (call, { params, body }) => call.contracts.cancel({ ...(body as object), ...id(params) }));

  route(
    "POST",
    "/payments",
    async (call, { body }) => {
      const { paymentIds } = await call.payments.create(body as never);
      return { id: paymentIds[0], ids: paymentIds };
    },
    { successStatus: 201 },
  );
  route("GET", "/payments/:id", (call, { params }) => call.payments.get(id(params)));
  route("POST", "/payments/:id/pay", (call, { params, body }) => call.payments.pay({ ...(body as object), ...id(params) } as never));
  route("POST", "/payments/:id/undo", (call, { params }) => call.payments.undo(id(params)));
  route("POST", "/payments/:id/cancel", (call, { params }) => call.payments.cancel(id(params)));
  route("POST", "/payments/:id/split", (call, { params, body }) => call.payments.split({ ...(body as object), ...id(params) } as never));
  route("POST", "/payments/:id/contacted", (call, { params, body }) =>
    call.payments.contacted({ ...(body as object), ...id(params) } as never),
  );
  route("DELETE", "/payments/:id", (call, { params }) => call.payments.delete(id(params)));

  route("POST", "/invoices", (call, { body }) => call.invoices.issue(body as never), { successStatus: 201 });
  route("GET", "/invoices/:id", (call, { params }) => call.invoices.get(id(params)));
  route("POST", "/receipts", (call, { body }) => call.receipts.issue({ id: (body as { payment_id?: string }).payment_id ?? "" }), {
    successStatus: 201,
  });
  route("GET", "/receipts/:id", (call, { params }) => call.receipts.get(id(params)));

  route("GET", "/ledger/events", (call, { query }) =>
    call.books.events({ stream: given(query.stream), after: given(query.after) ?? 0, limit: given(query.limit) ?? 100 } as never),
  );
  route("GET", "/ledger/journal", (call, { query }) =>
    call.books.journal({ after: given(query.after) ?? 0, limit: given(query.limit) ?? 100 } as never),
  );
  route("GET", "/ledger/trial-balance", (call) => call.books.trialBalance());
}
