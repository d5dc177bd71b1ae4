import { listProfileSurveyReport } from "@amlak/db";
import { ZProfileSurveyReportSchema } from "@amlak/schemas";
import { z } from "zod";
import { ZProfileSurveyReportRowOutput } from "../outputs/profile-survey.output.ts";
import { router, staffProcedure } from "../trpc.ts";

/**
 * The User Profile Report (SPEC §2 /AdminReports, §3, §7) for system and customerService: the know-your-client
 * answers of every organization, filtered by choice and by the day last answered.
 */
export const profileSurveyReportRouter = router({
  list: staffProcedure("adminReports")
    .input(ZProfileSurveyReportSchema)
    .output(z.array(ZProfileSurveyReportRowOutput))
    .query(async ({ ctx, input }) =>
      (await listProfileSurveyReport(ctx.db, input, ctx.lang)).map((row) => ({
        id: row.user_id,
        name: row.name,
        phone: row.phone,
        email: row.email,
        organizationTitle: row.organization_title,
        totalRealEstateCount: Number(row.real_estate_count ?? 0),
        latestRealEstateAddedAt: row.latest_real_estate_at ? new Date(row.latest_real_estate_at) : null,
        userProfileSurvey: {
          created_at: row.created_at,
          updated_at: row.updated_at,
          user_type: { id: row.user_type_id, name: row.user_type_name },
          realestates_range: { id: row.realestates_range_id, name: row.realestates_range_name },
          registration_source: { id: row.registration_source_id, name: row.registration_source_name },
          amlak_contact_type_type: { id: row.contact_type_id, name: row.contact_type_name },
          usage_reason: row.usage_reason,
        },
      })),
    ),
});
