import { money, VAT_RATE, type Money } from "@amlak/money";
import { yearlyRentOf } from "../schedule/contract-terms.ts";
import { gregorianToHijri } from "../input/hijri.ts";

/*
 * A contract in the shape an Ejar registration (ejar.sa) asks for (issue #23): the parties, the lessor's manager, the
 * unit and the financial terms, with what is missing for it. No integration: the landlord types or pastes it into
 * Ejar, so every field Ejar needs and the product does not hold is named as missing rather than left out silently.
 */

/** Where a missing field is filled in: a contact, the unit, the organization's settings, or nowhere in the product yet. */
type EjarFix = "contact" | "unit" | "organization" | "notHeld";
export type EjarSection = "lessor" | "tenant" | "manager" | "unit" | "financial";

export interface EjarMissing {
  /** The translatable text (packages/i18n, ejar.missing.*). */
  key: string;
  section: EjarSection;
  fix: EjarFix;
  /** The record to open to fill it in (a contact's or unit's id); null for the organization or what is not held. */
  recordId: string | null;
}

export interface EjarContactSource {
  id: string;
  name: string;
  /** Nine digits starting with 5 (GLOSSARY). */
  phone: string | null;
  nationalId: string | null;
  unifiedNo: string | null;
  nationalAddress: string | null;
  email: string | null;
}

interface EjarPlaceSource {
  city: string | null;
  district: string | null;
  region: string | null;
  address: string | null;
}

export interface EjarSource {
  contract: {
    id: string;
    start: string;
    end: string;
    /** The rent over the whole term, without VAT. */
    price: Money;
    interval: number;
    instalments: number;
    isTaxable: boolean;
    annualService: Money;
    waterCosts: Money;
    electricityCosts: Money;
    extraCosts: Money;
    /** The security deposit the lease asks of the tenant (zero: none). */
    deposit: Money;
  };
  tenant: EjarContactSource;
  lessor: EjarContactSource | null;
  organization: { title: string | null; commercialRegistrationNo: string | null; vatNo: string | null; phone: string | null };
  unit: EjarPlaceSource & {
    id: string;
    title: string;
    kind: "compound" | "unit";
    sqm: string | null;
    electricityAccountNo: string | null;
    waterAccountNo: string | null;
    /** The compound the unit belongs to; its address stands in for the unit's where the unit has none. */
    compound: (EjarPlaceSource & { title: string }) | null;
  };
  /** The rent instalments as scheduled when the contract was signed, by due date. */
  rentInstalments: readonly { dueDate: string; amount: Money; vat: Money }[];
}

/** Saudi identity numbers: 1… a citizen's national id, 2… a resident's iqama, 7… an establishment's unified number. */
type EjarIdType = "nationalId" | "iqama" | "unifiedNo";

export interface EjarParty {
  contactId: string;
  /** A company when only a unified number is held, an individual when a national id or iqama is; null when neither. */
  kind: "individual" | "company" | null;
  name: string;
  idType: EjarIdType | null;
  idNumber: string | null;
  /** Not held by the product: Ejar asks an individual's date of birth to check the id. */
  dateOfBirth: null;
  /** Not held by the product for contacts: Ejar asks a company's commercial registration. */
  commercialRegistrationNo: null;
  mobile: string | null;
  email: string | null;
  nationalAddress: string | null;
}

interface Dated {
  gregorian: string;
  /** Umm al-Qura, YYYY/MM/DD; null outside the calendar's tables. */
  hijri: string | null;
}

export interface EjarRecord {
  contractId: string;
  lessor: EjarParty | null;
  tenant: EjarParty;
  manager: { name: string | null; commercialRegistrationNo: string | null; vatNo: string | null; phone: string | null };
  unit: {
    unitId: string;
    /** The unit's own name (its number in its building). */
    unitNumber: string;
    building: string | null;
    /** Derived from the contract: a taxable lease is a commercial one (residential rent is VAT-exempt). */
    usage: "residential" | "commercial";
    region: string | null;
    city: string | null;
    district: string | null;
    street: string | null;
    areaSqm: string | null;
    electricityMeter: string | null;
    waterMeter: string | null;
  };
  financial: {
    start: Dated;
    end: Dated;
    annualRent: Money;
    totalRent: Money;
    /** Months between rent instalments. */
    paymentInterval: number;
    numberOfPayments: number;
    instalments: { number: number; dueDate: Dated; amount: Money; vat: Money; total: Money }[];
    vatRate: string;
    vatTotal: Money;
    deposit: Money;
    annualService: Money;
    waterCosts: Money;
    electricityCosts: Money;
    extraCosts: Money;
  };
}

const present = (value: string | null | undefined): value is string => Boolean(value?.trim());

function dated(iso: string): Dated {
  try {
    const { year, month, day } = gregorianToHijri(iso);
    return { gregorian: iso, hijri: `${year}/${String(month).padStart(2, "0")}/${String(day).padStart(2, "0")}` };
  } catch {
    return { gregorian: iso, hijri: null };
  }
}

function identityOf(contact: EjarContactSource): Pick<EjarParty, "kind" | "idType" | "idNumber"> {
  const nationalId = contact.nationalId?.trim();
  if (nationalId) return { kind: "individual", idType: nationalId.startsWith("2") ? "iqama" : "nationalId", idNumber: nationalId };
  const unifiedNo = contact.unifiedNo?.trim();
  if (unifiedNo) return { kind: "company", idType: "unifiedNo", idNumber: unifiedNo };
  return { kind: null, idType: null, idNumber: null };
}

function partyOf(contact: EjarContactSource): EjarParty {
  return {
    contactId: contact.id,
    ...identityOf(contact),
    name: contact.name,
    dateOfBirth: null,
    commercialRegistrationNo: null,
    mobile: present(contact.phone) ? `+966${contact.phone}` : null,
    email: contact.email,
    nationalAddress: contact.nationalAddress,
  };
}

function partyMissing(section: "lessor" | "tenant", party: EjarParty): EjarMissing[] {
  const onContact = (field: string): EjarMissing => ({
    key: `ejar.missing.${section}.${field}`,
    section,
    fix: "contact",
    recordId: party.contactId,
  });
  const notHeld = (field: string): EjarMissing => ({ key: `ejar.missing.${section}.${field}`, section, fix: "notHeld", recordId: null });
  return [
    ...(party.idNumber ? [] : [onContact("idNumber")]),
    ...(party.mobile ? [] : [onContact("mobile")]),
    ...(party.kind === "company" ? [notHeld("commercialRegistrationNo")] : [notHeld("dateOfBirth")]),
  ];
}

/** The contract as Ejar asks for it, and what of it is missing, in the order Ejar's forms ask. */
export function ejarRecordOf(source: EjarSource): { record: EjarRecord; missing: EjarMissing[] } {
  const { contract, unit, organization } = source;
  const tenant = partyOf(source.tenant);
  const lessor = source.lessor ? partyOf(source.lessor) : null;
  const place = (field: keyof EjarPlaceSource) =>
    present(unit[field]) ? unit[field] : present(unit.compound?.[field]) ? unit.compound[field] : null;
  const vatTotal = source.rentInstalments.reduce((sum, row) => sum.plus(row.vat), money(0));

  const record: EjarRecord = {
    contractId: contract.id,
    lessor,
    tenant,
    manager: {
      name: present(organization.title) ? organization.title : null,
      commercialRegistrationNo: present(organization.commercialRegistrationNo) ? organization.commercialRegistrationNo : null,
      vatNo: present(organization.vatNo) ? organization.vatNo : null,
      phone: present(organization.phone) ? `+966${organization.phone}` : null,
    },
    unit: {
      unitId: unit.id,
      unitNumber: unit.title,
      building: unit.compound?.title ?? null,
      usage: contract.isTaxable ? "commercial" : "residential",
      region: place("region"),
      city: place("city"),
      district: place("district"),
      street: place("address"),
      areaSqm: present(unit.sqm) ? unit.sqm : null,
      electricityMeter: present(unit.electricityAccountNo) ? unit.electricityAccountNo : null,
      waterMeter: present(unit.waterAccountNo) ? unit.waterAccountNo : null,
    },
    financial: {
      start: dated(contract.start),
      end: dated(contract.end),
      annualRent: yearlyRentOf(contract.price, contract.start, contract.end),
      totalRent: contract.price,
      paymentInterval: contract.interval,
      numberOfPayments: source.rentInstalments.length,
      instalments: source.rentInstalments.map((row, index) => ({
        number: index + 1,
        dueDate: dated(row.dueDate),
        amount: row.amount,
        vat: row.vat,
        total: row.amount.plus(row.vat),
      })),
      vatRate: vatTotal.isZero() ? "0" : VAT_RATE,
      vatTotal,
      deposit: contract.deposit,
      annualService: contract.annualService,
      waterCosts: contract.waterCosts,
      electricityCosts: contract.electricityCosts,
      extraCosts: contract.extraCosts,
    },
  };
  return { record, missing: missingOf(record) };
}

function missingOf(record: EjarRecord): EjarMissing[] {
  const { unit, manager } = record;
  const onUnit = (field: string): EjarMissing => ({
    key: `ejar.missing.unit.${field}`,
    section: "unit",
    fix: "unit",
    recordId: unit.unitId,
  });
  const notHeld = (section: EjarSection, field: string): EjarMissing => ({
    key: `ejar.missing.${section}.${field}`,
    section,
    fix: "notHeld",
    recordId: null,
  });
  const onOrganization = (field: string): EjarMissing => ({
    key: `ejar.missing.manager.${field}`,
    section: "manager",
    fix: "organization",
    recordId: null,
  });
  return [
    ...(record.lessor
      ? partyMissing("lessor", record.lessor)
      : [{ key: "ejar.missing.lessor.contact", section: "lessor", fix: "unit", recordId: unit.unitId } as const]),
    ...partyMissing("tenant", record.tenant),
    ...(manager.name ? [] : [onOrganization("name")]),
    ...(manager.commercialRegistrationNo ? [] : [onOrganization("commercialRegistrationNo")]),
    notHeld("manager", "brokerageLicense"),
    notHeld("unit", "propertyType"),
    ...(unit.city ? [] : [onUnit("city")]),
    ...(unit.district ? [] : [onUnit("district")]),
    ...(unit.street ? [] : [onUnit("street")]),
    notHeld("unit", "nationalAddress"),
    notHeld("unit", "deedNumber"),
    notHeld("unit", "floor"),
    notHeld("unit", "rooms"),
    ...(unit.areaSqm ? [] : [onUnit("area")]),
    ...(unit.electricityMeter ? [] : [onUnit("electricityMeter")]),
    ...(unit.waterMeter ? [] : [onUnit("waterMeter")]),
  ];
}
