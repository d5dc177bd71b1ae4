import { z } from "zod";
import { ZDayOutput, ZMoneyOutput } from "./values.ts";

const text = z.string().nullable();

const ZEjarParty = z.object({
  contactId: z.string(),
  kind: z.enum(["individual", "company"]).nullable(),
  name: z.string(),
  idType: z.enum(["nationalId", "iqama", "unifiedNo"]).nullable(),
  idNumber: text,
  dateOfBirth: z.null(),
  commercialRegistrationNo: z.null(),
  mobile: text,
  email: text,
  nationalAddress: text,
});

const ZDated = z.object({ gregorian: ZDayOutput, hijri: text.meta({ description: "Umm al-Qura, YYYY/MM/DD" }) });

/** A contract as an Ejar registration asks for it, and what of it is missing (issue #23; @amlak/domain ejarRecordOf). */
export const ZContractEjarOutput = z.object({
  record: z.object({
    contractId: z.string(),
    lessor: ZEjarParty.nullable(),
    tenant: ZEjarParty,
    manager: z.object({ name: text, commercialRegistrationNo: text, vatNo: text, phone: text }),
    unit: z.object({
      unitId: z.string(),
      unitNumber: z.string(),
      building: text,
      usage: z.enum(["residential", "commercial"]),
      region: text,
      city: text,
      district: text,
      street: text,
      areaSqm: text,
      electricityMeter: text,
      waterMeter: text,
    }),
    financial: z.object({
      start: ZDated,
      end: ZDated,
      annualRent: ZMoneyOutput,
      totalRent: ZMoneyOutput,
      paymentInterval: z.number().int(),
      numberOfPayments: z.number().int(),
      instalments: z.array(
        z.object({ number: z.number().int(), dueDate: ZDated, amount: ZMoneyOutput, vat: ZMoneyOutput, total: ZMoneyOutput }),
      ),
      vatRate: z.string(),
      vatTotal: ZMoneyOutput,
      deposit: ZMoneyOutput,
      annualService: ZMoneyOutput,
      waterCosts: ZMoneyOutput,
      electricityCosts: ZMoneyOutput,
      extraCosts: ZMoneyOutput,
    }),
  }),
  missing: z.array(
    z.object({
      key: z.string(),
      section: z.enum(["lessor", "tenant", "manager", "unit", "financial"]),
      fix: z.enum(["contact", "unit", "organization", "notHeld"]),
      recordId: text,
    }),
  ),
});
