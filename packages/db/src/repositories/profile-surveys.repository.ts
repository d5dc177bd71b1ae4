import type { TProfileSurveyReportFilters } from "@amlak/schemas";
import { sql } from "kysely";
import type { Db } from "../client.ts";

const SURVEY_GROUP = "UserProfileSurveyLookups";

export interface ProfileSurveyAnswer {
  orgId: string;
  userId: string;
  userTypeId: number;
  realestatesRangeId: number;
  registrationSourceId: number;
  contactTypeId: number;
  usageReason: string | null;
  at: Date;
}

/** The user's answer; answering again replaces it. */
export async function saveProfileSurvey(db: Db, answer: ProfileSurveyAnswer): Promise<void> {
  const answers = {
    user_type_id: answer.userTypeId,
    realestates_range_id: answer.realestatesRangeId,
    registration_source_id: answer.registrationSourceId,
    contact_type_id: answer.contactTypeId,
    usage_reason: answer.usageReason,
    updated_at: answer.at,
  };
  await db
    .insertInto("user_profile_surveys")
    .values({ org_id: answer.orgId, user_id: answer.userId, created_at: answer.at, ...answers })
    .onConflict((oc) => oc.columns(["org_id", "user_id"]).doUpdateSet(answers))
    .execute();
}

export const hasAnsweredProfileSurvey = async (db: Db, orgId: string, userId: string): Promise<boolean> =>
  Boolean(
    await db
      .selectFrom("user_profile_surveys")
      .select("user_id")
      .where("org_id", "=", orgId)
      .where("user_id", "=", userId)
      .executeTakeFirst(),
  );

/** The survey's lookups among `ids`, with the question (type) each answers. */
export const findProfileSurveyLookups = (db: Db, ids: number[]) =>
  db.selectFrom("lookups").select(["id", "type"]).where("group", "=", SURVEY_GROUP).where("id", "in", ids).execute();

const answeredDay = sql<string>`(survey.updated_at at time zone 'Asia/Riyadh')::date`;

/**
 * The User Profile Report (SPEC §3, §7), across organizations (owner connection): each answer with who gave it, the
 * choices named in lang, and how many properties the organization holds and when it last added one. Newest first.
 */
export function listProfileSurveyReport(db: Db, filters: TProfileSurveyReportFilters, lang: "ar" | "en") {
  const name = lang === "ar" ? "name_ar" : "name_en";
  let query = db
    .selectFrom("user_profile_surveys as survey")
    .innerJoin("users", "users.id", "survey.user_id")
    .innerJoin("organizations", "organizations.id", "survey.org_id")
    .innerJoin("lookups as user_type", "user_type.id", "survey.user_type_id")
    .innerJoin("lookups as realestates_range", "realestates_range.id", "survey.realestates_range_id")
    .innerJoin("lookups as registration_source", "registration_source.id", "survey.registration_source_id")
    .innerJoin("lookups as contact_type", "contact_type.id", "survey.contact_type_id")
    .select((eb) => [
      "survey.user_id",
      "survey.org_id",
      "users.name",
      "users.phone",
      "users.email",
      "organizations.title as organization_title",
      "survey.usage_reason",
      "survey.created_at",
      "survey.updated_at",
      "survey.user_type_id",
      `user_type.${name} as user_type_name`,
      "survey.realestates_range_id",
      `realestates_range.${name} as realestates_range_name`,
      "survey.registration_source_id",
      `registration_source.${name} as registration_source_name`,
      "survey.contact_type_id",
      `contact_type.${name} as contact_type_name`,
      eb
        .selectFrom("real_estates")
        .select((inner) => inner.fn.countAll<string>().as("count"))
        .whereRef("real_estates.org_id", "=", "survey.org_id")
        .as("real_estate_count"),
      eb
        .selectFrom("real_estates")
        .select((inner) => inner.fn.max("real_estates.created_at").as("latest"))
        .whereRef("real_estates.org_id", "=", "survey.org_id")
        .as("latest_real_estate_at"),
    ]);
  if (filters.user_type_id) query = query.where("survey.user_type_id", "=", filters.user_type_id);
  if (filters.realestates_range_id) query = query.where("survey.realestates_range_id", "=", filters.realestates_range_id);
  if (filters.registration_source_id) query = query.where("survey.registration_source_id", "=", filters.registration_source_id);
  if (filters.amlak_contact_type_id) query = query.where("survey.contact_type_id", "=", filters.amlak_contact_type_id);
  if (filters.start_date) query = query.where(answeredDay, ">=", filters.start_date);
  if (filters.end_date) query = query.where(answeredDay, "<=", filters.end_date);
  return query.orderBy("survey.updated_at", "desc").execute();
}
