import { z } from "zod";
import { listQuery } from "./list-query.ts";
import { ZUuidSchema } from "./uuid.ts";

/**
 * The contracts page's status chips: a contract is upcoming, active (ongoing today), ended or cancelled, and an active
 * one may also be ending within 30 days or within 3 months of today (SPEC §9 contract-end filters); any contract may
 * also have been renewed (issue #23).
 */
export const CONTRACT_LIST_STATUSES = ["active", "upcoming", "ended", "cancelled", "ending30Days", "ending3Months", "renewed"] as const;
export type TContractListStatus = (typeof CONTRACT_LIST_STATUSES)[number];

/**
 * The contracts page (and GET /api/contracts): by status, lessor, property (a unit, or a compound's units), tenant and
 * the top bar's search (tenant or unit), sorted and paged by the server, newest start first. Ids that name nothing of
 * the caller's organization simply match nothing.
 */
export const contractList = listQuery({
  sort: ["start", "end", "tenant", "unit", "yearlyRent"],
  defaultSort: "start",
  defaultDirection: "desc",
  filters: {
    status: z.enum(CONTRACT_LIST_STATUSES, { error: "field.invalid" }).optional(),
    lessor_id: ZUuidSchema.optional(),
    real_estate_id: ZUuidSchema.optional(),
    tenant_id: ZUuidSchema.optional(),
  },
});
export const ZContractListSchema = contractList.input;
export type TContractSort = (typeof contractList.sorting.columns)[number];

/** The records whose ledger events a record page's History tab lists. */
export const HISTORY_RECORDS = ["contract", "payment", "invoice", "receipt", "realEstate", "remittance"] as const;
export type THistoryRecord = (typeof HISTORY_RECORDS)[number];

/** One record's history: which kind of record, and its id. */
export const ZHistorySchema = z.strictObject(
  { record: z.enum(HISTORY_RECORDS, { error: "field.invalid" }), id: ZUuidSchema },
  { error: "field.invalid" },
);
