import { z } from "zod";
import { restRoute } from "./rest-route.ts";

export const lookupsRoutes = [
  restRoute({ method: "GET", path: "/opts/contacts", summary: "Contact types", procedure: "lookups.contactTypes" }),
  restRoute({ method: "GET", path: "/lookups", summary: "One lookup group", procedure: "lookups.byGroup", query: ["group"] }),
  restRoute({
    method: "GET",
    path: "/lookups/PAYMENT_CATEGORY",
    summary: "Payment categories",
    procedure: "lookups.paymentCategories",
    answer: { schema: z.array(z.object({ id: z.number(), name: z.string() })), from: (rows) => rows.map(({ id, name }) => ({ id, name })) },
  }),
];
