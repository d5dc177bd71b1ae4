import { restRoute } from "./rest-route.ts";

/** The platform's marketers and their promotion codes (SPEC §7), for staff of type system. */
export const marketerRoutes = [
  restRoute({
    method: "GET",
    path: "/admin/marketers",
    summary: "Every marketer with the subscriptions they brought (count and total paid)",
    procedure: "marketers.list",
  }),
  restRoute({
    method: "POST",
    path: "/admin/marketers",
    summary: "Create a marketer (name, phone, promotion_code, promotion_percent)",
    procedure: "marketers.create",
    status: 201,
  }),
  restRoute({
    method: "PUT",
    path: "/admin/marketers/:id",
    summary: "Change a marketer's status (body: active)",
    procedure: "marketers.setStatus",
  }),
];
