import { z } from "zod";
import { listPageOutput } from "./portfolio.output.ts";
import { ZDayOutput, ZMoneyOutput } from "./values.ts";

export const CONTRACT_STATUSES = ["Contract_Upcoming", "Contract_Ongoing", "Contract_Completed", "Contract_Cancelled"] as const;

/** A row of the contracts page. Amounts are null for a user type that sees no contract amounts (SPEC §6). */
const ZContractRowOutput = z.object({
  id: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  realEstateId: z.string(),
  unit: z.string(),
  compoundTitle: z.string().nullable(),
  start: ZDayOutput,
  end: ZDayOutput,
  cancelledOn: ZDayOutput.nullable(),
  status: z.enum(CONTRACT_STATUSES),
  yearlyRent: ZMoneyOutput.nullable(),
  nextDue: ZDayOutput.nullable(),
  /** The contract that renewed this one (issue #23). */
  renewedBy: z.string().nullable(),
});

/** How many of the filtered contracts each status chip holds. */
const ZContractCountsOutput = z.object({
  all: z.int().min(0),
  active: z.int().min(0),
  upcoming: z.int().min(0),
  ended: z.int().min(0),
  cancelled: z.int().min(0),
  ending30Days: z.int().min(0),
  ending3Months: z.int().min(0),
  renewed: z.int().min(0),
});

/** One page of the contracts page, and the counts of its status chips. */
export const ZContractListOutput = listPageOutput(ZContractRowOutput).extend({ counts: ZContractCountsOutput });

/**
 * The contract page's key figures, from the tenant's payments (price plus VAT): null amounts for a user type that sees
 * no contract amounts (SPEC §6).
 */
export const ZContractFiguresOutput = z.object({
  total: ZMoneyOutput.nullable(),
  paid: ZMoneyOutput.nullable(),
  outstanding: ZMoneyOutput.nullable(),
  overdue: ZMoneyOutput.nullable(),
  nextDue: ZDayOutput.nullable(),
  nextDueAmount: ZMoneyOutput.nullable(),
  /** The security deposit the lease asks, and how much of it was received and is held for the tenant. */
  deposit: ZMoneyOutput.nullable(),
  depositReceived: ZMoneyOutput.nullable(),
});
