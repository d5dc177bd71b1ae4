import { restRoute } from "./rest-route.ts";

/** The public pages carry no tRPC client: their contact and sales form posts here (SPEC §2 /contact, /publicContact). */
export const publicContactRoutes = [
  restRoute({
    method: "POST",
    path: "/public-contact",
    summary: "A message from the public contact or Business sales form (name, phone or email, subject, message)",
    procedure: "publicContact.send",
  }),
];
