import { restRoute } from "./rest-route.ts";

/** The organization of the settings screen (SPEC §7): read it, and save it whole (created by the first save). */
export const organizationRoutes = [
  restRoute({
    method: "GET",
    path: "/organizations",
    summary: "The organization: main information, verification markers, papers, general settings",
    procedure: "organization.get",
  }),
  restRoute({
    method: "POST",
    path: "/organizations",
    summary: "Save the organization's main information (and, when sent, its general settings); creates it the first time",
    procedure: "organization.saveMainInformation",
  }),
  restRoute({
    method: "PUT",
    path: "/organizations",
    summary: "Save the organization's fields (contract_terms is not saved here)",
    procedure: "organization.saveMainInformation",
  }),
];
