import { CONTACT_LANGS, CONTACT_TYPES, MESSAGE_CHANNELS } from "@amlak/schemas";
import { z } from "zod";
import { ZDayOutput, ZMoneyOutput } from "./values.ts";

/** One page of a list (or, for an export, all of it) and how many rows the whole filtered list has. */
export const listPageOutput = <Row extends z.ZodType>(row: Row) => z.object({ rows: z.array(row), total: z.int().min(0) });

/** A row of the properties table. */
export const ZRealEstateRowOutput = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(["compound", "unit"]),
  parentId: z.string().nullable(),
  compoundTitle: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  lessorName: z.string().nullable(),
  status: z.enum(["Rented", "Reserved", "Vacant"]).nullable(),
  vacantSince: ZDayOutput.nullable(),
  tenantName: z.string().nullable(),
  yearlyRent: ZMoneyOutput.nullable(),
  nextDue: ZDayOutput.nullable(),
  unitCount: z.int(),
  rentedUnitCount: z.int(),
  bookmarked: z.boolean(),
  lessorId: z.string().nullable(),
  /** Null where the role, the package or the organization's preference leaves vacancy cost out. */
  vacancyCost: ZMoneyOutput.nullable(),
});

/** A real estate with every field of its form (SPEC §3 names), its occupancy, compound, people and figures. */
export const ZRealEstateOutput = z.object({
  id: z.string(),
  kind: z.enum(["compound", "unit"]),
  name: z.string(),
  parent_id: z.string().nullable(),
  parent_name: z.string().nullable(),
  lessor_id: z.string().nullable(),
  lessor_name: z.string().nullable(),
  agent_id: z.string().nullable(),
  agent_name: z.string().nullable(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  address: z.string().nullable(),
  description: z.string().nullable(),
  tag: z.string().nullable(),
  cost: ZMoneyOutput.nullable(),
  sqm: ZMoneyOutput.nullable(),
  electricity_account: z.string().nullable(),
  water_account: z.string().nullable(),
  target_yearly_rent: ZMoneyOutput.nullable(),
  latest_yearly_rent: ZMoneyOutput.nullable(),
  vacant_since: ZDayOutput.nullable(),
  bookmarked: z.boolean(),
  status: z.enum(["Rented", "Reserved", "Vacant"]).nullable(),
  /** The day the unit fell vacant: the day after its last lease ended, else the vacant-since typed on the form. */
  vacant_since_lease: ZDayOutput.nullable(),
  vacancy_cost: ZMoneyOutput.nullable(),
  unit_count: z.int(),
  rented_unit_count: z.int(),
});

/** The properties list's status chips: how many are rented, vacant and reserved. */
export const ZRealEstateCountsOutput = z.object({ Rented: z.int(), Vacant: z.int(), Reserved: z.int() });

/** A real estate as pickers and GET /api/real-estates list it. */
export const ZRealEstateFoundOutput = ZRealEstateRowOutput.pick({ id: true, title: true, kind: true, status: true, parentId: true });

/** A row of the contacts table, and a contact as GET /api/contacts lists it. */
export const ZContactRowOutput = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  type: z.enum(CONTACT_TYPES),
});

/** A contact with every field its form edits (SPEC §3 names). */
export const ZContactOutput = z.object({
  id: z.string(),
  type: z.enum(CONTACT_TYPES),
  name: z.string(),
  phone: z.string().nullable(),
  alternative_phone: z.string().nullable(),
  email: z.string().nullable(),
  national_id: z.string().nullable(),
  unified_no: z.string().nullable(),
  national_address: z.string().nullable(),
  vat_no: z.string().nullable(),
  buyer_address: z
    .object({ street: z.string(), building_number: z.string(), district: z.string(), city: z.string(), postal_code: z.string() })
    .nullable(),
  tag: z.string().nullable(),
  emergency_contact: z.string().nullable(),
  representative: z.string().nullable(),
  preferred_channel: z.enum(MESSAGE_CHANNELS),
  lang: z.enum(CONTACT_LANGS),
});

/** A tenant's statement: opening balance, each charge and payment with the running balance, totals and closing balance. */
export const ZContactStatementOutput = z.object({
  tenant: z.object({ id: z.string(), name: z.string() }),
  from: ZDayOutput.nullable(),
  to: ZDayOutput,
  opening: ZMoneyOutput,
  lines: z.array(
    z.object({
      date: ZDayOutput,
      kind: z.enum(["charge", "payment", "collection", "creditNote", "debitNote", "rentReleased", "refund"]),
      paymentId: z.string().nullable(),
      collectionId: z.string().nullable(),
      /** A credit or debit note's id: its type is its number, its reference its invoice's number. */
      noteId: z.string().nullable(),
      type: z.string(),
      /** The type named in the caller's language. */
      typeName: z.string(),
      realEstate: z.string().nullable(),
      reference: z.string().nullable(),
      charge: ZMoneyOutput,
      paid: ZMoneyOutput,
      balance: ZMoneyOutput,
    }),
  ),
  charges: ZMoneyOutput,
  paid: ZMoneyOutput,
  closing: ZMoneyOutput,
  /**
   * The security deposits asked and received by the statement's end: held for the tenant, never income; and what
   * settlements by then did with them: kept for deductions, paid into rent, returned.
   */
  deposit: z.object({ asked: ZMoneyOutput, received: ZMoneyOutput, kept: ZMoneyOutput, applied: ZMoneyOutput, returned: ZMoneyOutput }),
});
