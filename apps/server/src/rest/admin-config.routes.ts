import { ZPermissionSettingSchema } from "@amlak/schemas";
import { z } from "zod";
import { restRoute } from "./rest-route.ts";

/** /AdminConfiguration's calls (SPEC §7): staff of type system read and set what each package grants. */
export const adminConfigRoutes = [
  restRoute({
    method: "GET",
    path: "/admin/config/subscriptions-permissions",
    summary: "Every package with its description and permissions grouped by entity (staff)",
    procedure: "adminConfig.packages",
  }),
  restRoute({
    method: "PUT",
    path: "/admin/config/subscriptions-permissions/:mainSubscriptionId",
    summary: "Set a package's permissions (body: list of entity, id, permission_id, active, value); all or none (staff)",
    procedure: "adminConfig.savePackage",
    body: z.array(ZPermissionSettingSchema),
    input: ({ params, body }) => ({ mainSubscriptionId: params.mainSubscriptionId, permissions: body }),
  }),
];
