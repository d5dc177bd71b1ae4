import { PAYMENT_TYPES } from "@amlak/domain";
import type { TQuotationCreate } from "@amlak/schemas";
import { z } from "zod";
import { ZDayOutput, ZInstantOutput, ZMoneyOutput } from "./values.ts";

/** The organization as printed at the top of its invoices, receipts and reports. */
export const ZLetterheadOutput = z.object({
  name: z.string(),
  vatNo: z.string().nullable(),
  /** Only a VAT-registered organization charges VAT and issues tax invoices; the others issue cash receipts. */
  vatRegistered: z.boolean(),
  commercialRegistrationNo: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
});

const ZPaymentTypeOutput = z.enum(PAYMENT_TYPES);

const ZSchedulePreviewOutput = z.object({
  months: z.number(),
  instalments: z.number(),
  rows: z.array(z.object({ index: z.number(), due_date: ZDayOutput, price: ZMoneyOutput, payment_type: ZPaymentTypeOutput })),
  totals: z.record(ZPaymentTypeOutput, ZMoneyOutput),
});

export const ZQuotationOutput = z.object({
  id: z.string(),
  real_estate_id: z.string(),
  real_estate_title: z.string(),
  prospect_name: z.string(),
  prospect_phone: z.string().nullable(),
  valid_until: ZDayOutput.nullable(),
  created_at: ZInstantOutput,
  /** The terms as the quotation body takes them (ZQuotationCreateSchema), amounts as Money. */
  terms: z.custom<TQuotationCreate>((value) => typeof value === "object" && value !== null).meta({ type: "object" }),
  schedule: ZSchedulePreviewOutput,
});
