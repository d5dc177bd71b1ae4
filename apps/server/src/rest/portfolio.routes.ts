import { z } from "zod";
import { restRoute } from "./rest-route.ts";

/** The read calls report filters use (SPEC §7): lessors and tenants as contacts, real estates as id and title. */
export const portfolioRoutes = [
  restRoute({
    method: "POST",
    path: "/contacts",
    summary: "Add a tenant, lessor, agent or vendor",
    procedure: "contacts.create",
    status: 201,
  }),
  restRoute({ method: "PUT", path: "/contacts/:id", summary: "Change a contact (every field of its form)", procedure: "contacts.update" }),
  restRoute({
    method: "DELETE",
    path: "/contacts/:id",
    summary: "Delete a contact that no unit or contract names",
    procedure: "contacts.delete",
  }),
  restRoute({
    method: "GET",
    path: "/contacts",
    summary: "Contacts, by type and search text",
    procedure: "contacts.find",
    query: ["type", "searchText"],
  }),
  restRoute({
    method: "GET",
    path: "/real-estates",
    summary: "Compounds and units with their occupancy",
    procedure: "realEstates.find",
    query: ["searchText"],
    answer: {
      schema: z.array(
        z.object({ id: z.string(), title: z.string(), kind: z.string(), status: z.string().nullable(), parent_id: z.string().nullable() }),
      ),
      from: (rows) => rows.map(({ id, title, kind, status, parentId }) => ({ id, title, kind, status, parent_id: parentId })),
    },
  }),
  restRoute({ method: "POST", path: "/real-estates", summary: "Add a compound or a unit", procedure: "realEstates.create", status: 201 }),
  restRoute({
    method: "GET",
    path: "/real-estates/:id",
    summary: "A compound or unit with every field, its status and vacancy",
    procedure: "realEstates.get",
  }),
  restRoute({
    method: "PUT",
    path: "/real-estates/:id",
    summary: "Change a compound or unit (every field of its form; the kind is fixed)",
    procedure: "realEstates.update",
  }),
  restRoute({
    method: "DELETE",
    path: "/real-estates/:id",
    summary: "Delete a compound without units, or a unit no contract, payment or quotation names",
    procedure: "realEstates.delete",
  }),
  restRoute({
    method: "PUT",
    path: "/real-estates/:id/bookmark",
    summary: "Bookmark or unbookmark a property (body: bookmarked)",
    procedure: "realEstates.bookmark",
  }),
];
