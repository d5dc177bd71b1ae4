import { restRoute, type RestRequest } from "./rest-route.ts";

/** The organization a request names (?org_id=), else the tenant's only one; a body's own org_id stands. */
const withOrgOf = ({ body, query, params }: RestRequest) => ({ ...(query.org_id ? { org_id: query.org_id } : {}), ...body, ...params });

/**
 * A tenant's maintenance requests (issue #20), with a portal token only. Photos are added to a filed request by
 * POST /api/portal/maintenance-requests/:id/photos (multipart, in uploads.routes.ts).
 */
export const portalMaintenanceRoutes = [
  restRoute({
    method: "POST",
    path: "/portal/maintenance-requests",
    summary: "File a maintenance request under one of the tenant's running contracts: it becomes the landlord's task",
    procedure: "portal.maintenanceRequests.create",
    query: ["org_id"],
    input: withOrgOf,
    status: 201,
  }),
  restRoute({
    method: "GET",
    path: "/portal/maintenance-requests",
    summary: "The tenant's maintenance requests with their status now, newest first",
    procedure: "portal.maintenanceRequests.list",
    query: ["org_id"],
  }),
];
