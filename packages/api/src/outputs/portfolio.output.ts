import { CONTACT_TYPES } from "@amlak/schemas";
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
});

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
  tag: z.string().nullable(),
  emergency_contact: z.string().nullable(),
  representative: z.string().nullable(),
});
