import { HISTORY_RECORDS, PAYMENT_METHODS } from "@amlak/schemas";
import { z } from "zod";
import { ZDayOutput, ZInstantOutput } from "./values.ts";

/** One ledger event as a record page's History tab lists it: what, when, who, and the request that caused it. */
export const ZHistoryEventOutput = z.object({
  position: z.string(),
  /** The ledger event type (ContractSigned, PaymentMarkedPaid…). */
  type: z.string(),
  /** The web catalogue key describing the event; its parameters are the fields below. */
  descriptionKey: z.string(),
  /** Which record's stream the event belongs to: a contract's history also lists its payments' events. */
  record: z.enum(HISTORY_RECORDS),
  recordId: z.string(),
  /** The payment an event of a contract's payment is about: its type and due date. */
  payment: z.object({ type: z.string().nullable(), dueDate: ZDayOutput }).nullable(),
  /** The day the event names: the contract's start, the cancellation day, the paid date, the due date. */
  date: ZDayOutput.nullable(),
  endDate: ZDayOutput.nullable(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  /** A document number, or a count (split parts, scheduled payments). */
  number: z.int().nullable(),
  contacted: z.boolean().nullable(),
  recordedAt: ZInstantOutput,
  actor: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  /** The request that appended the event: the reference number a user quotes to support. */
  requestId: z.string().nullable(),
});
