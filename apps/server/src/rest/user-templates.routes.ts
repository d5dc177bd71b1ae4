import { z } from "zod";
import { restRoute } from "./rest-route.ts";

const ZLegacyTemplate = z.object({ id: z.string(), title: z.string(), content: z.string(), template_type_id: z.number() });
const legacy = ({ id, title, content, template_type_id }: z.infer<typeof ZLegacyTemplate>) => ({ id, title, content, template_type_id });

/** SPEC §7 user templates: contract terms (template_type_id 1, template_type=ContractTerms), at most three. */
export const userTemplateRoutes = [
  restRoute({
    method: "GET",
    path: "/user-templates",
    summary: "The organization's templates of one type (template_type=ContractTerms)",
    procedure: "templates.list",
    query: ["template_type"],
    input: ({ query }) => ({ templateType: query.template_type }),
    answer: { schema: z.array(ZLegacyTemplate), from: (templates) => templates.map(legacy) },
  }),
  restRoute({
    method: "POST",
    path: "/user-templates",
    summary: "Add a template: title, content and template_type_id (1 = ContractTerms)",
    procedure: "templates.create",
    status: 201,
    answer: { schema: ZLegacyTemplate, from: legacy },
  }),
];
