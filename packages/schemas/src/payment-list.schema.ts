import { z } from "zod";
import { ZDateSchema } from "./date.ts";
import { PAYMENT_CATEGORIES, PAYMENT_DIRECTIONS } from "./ledger-constants.ts";
import { listQuery } from "./list-query.ts";
import { ZUuidSchema } from "./uuid.ts";

/** The payments page's status chips: overdue is a pending payment whose due date has passed. */
const PAYMENT_LIST_STATUSES = ["pending", "overdue", "paid", "canceled"] as const;

/**
 * The payments page across the portfolio (and GET /api/payments): by status, due dates, type, income or expense,
 * lessor, unit and contract, sorted and paged by the server. Ids that name nothing of the caller's organization
 * simply match nothing. (`direction` is the sort's; income or expense is `payment_direction`.)
 */
export const paymentList = listQuery({
  sort: ["dueDate", "amount", "status", "paidDate", "type", "unit", "party"],
  defaultSort: "dueDate",
  filters: {
    status: z.enum(PAYMENT_LIST_STATUSES, { error: "field.invalid" }).optional(),
    due_from: ZDateSchema.optional(),
    due_to: ZDateSchema.optional(),
    payment_type: z.enum(PAYMENT_CATEGORIES, { error: "field.invalid" }).optional(),
    payment_direction: z.enum(PAYMENT_DIRECTIONS, { error: "field.invalid" }).optional(),
    lessor_id: ZUuidSchema.optional(),
    real_estate_id: ZUuidSchema.optional(),
    contract_id: ZUuidSchema.optional(),
    tenant_id: ZUuidSchema.optional(),
  },
});
export const ZPaymentListSchema = paymentList.input;
export type TPaymentSort = (typeof paymentList.sorting.columns)[number];
