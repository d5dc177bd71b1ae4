import { money } from "@amlak/money";
import { describe, expect, it } from "vitest";
import { ejarRecordOf, type EjarSource } from "./ejar-record.ts";
import { ejarFields } from "./ejar-sections.ts";

const contact = (overrides: Partial<EjarSource["tenant"]> = {}): EjarSource["tenant"] => ({
  id: "tenant-1",
  name: "Sara",
  phone: "512345678",
  nationalId: "1012345678",
  unifiedNo: null,
  nationalAddress: null,
  email: null,
  ...overrides,
});

const source = (overrides: Partial<EjarSource> = {}): EjarSource => ({
  contract: {
    id: "contract-1",
    start: "2026-01-01",
    end: "2026-12-31",
    price: money("24000"),
    interval: 6,
    instalments: 2,
    isTaxable: false,
    annualService: money("500"),
    waterCosts: money("0"),
    electricityCosts: money("0"),
    extraCosts: money("0"),
    deposit: money("2000"),
  },
  tenant: contact(),
  lessor: contact({ id: "lessor-1", name: "Omar", nationalId: null, unifiedNo: "7001234567" }),
  organization: { title: "Amlak Office", commercialRegistrationNo: "1010123456", vatNo: null, phone: "511111111" },
  unit: {
    id: "unit-1",
    title: "A-12",
    kind: "unit",
    city: null,
    district: "Al Olaya",
    region: null,
    address: null,
    sqm: "120",
    electricityAccountNo: "E-1",
    waterAccountNo: "W-1",
    compound: { title: "Palm Towers", city: "Riyadh", district: "Al Malqa", region: "Riyadh", address: "King Fahd Rd" },
  },
  rentInstalments: [
    { dueDate: "2026-01-01", amount: money("12000"), vat: money("0") },
    { dueDate: "2026-07-01", amount: money("12000"), vat: money("0") },
  ],
  ...overrides,
});

const keys = (s: EjarSource) => ejarRecordOf(s).missing.map((item) => item.key);

describe("the Ejar record of a contract", () => {
  it("names each party by its identity: a national id makes an individual, a unified number a company, an id starting 2 an iqama", () => {
    const { record } = ejarRecordOf(source());
    expect(record.tenant).toMatchObject({ kind: "individual", idType: "nationalId", idNumber: "1012345678", mobile: "+966512345678" });
    expect(record.lessor).toMatchObject({ kind: "company", idType: "unifiedNo", idNumber: "7001234567" });
    expect(ejarRecordOf(source({ tenant: contact({ nationalId: "2123456789" }) })).record.tenant.idType).toBe("iqama");
  });

  it("takes the unit's own address and the compound's where the unit has none", () => {
    const { unit } = ejarRecordOf(source()).record;
    expect(unit).toMatchObject({
      unitNumber: "A-12",
      building: "Palm Towers",
      city: "Riyadh",
      district: "Al Olaya",
      street: "King Fahd Rd",
    });
    expect(unit.usage).toBe("residential");
    expect(ejarRecordOf(source({ contract: { ...source().contract, isTaxable: true } })).record.unit.usage).toBe("commercial");
  });

  it("gives the financial terms with Gregorian and Hijri dates, the yearly rent and each instalment", () => {
    const { financial } = ejarRecordOf(source()).record;
    expect(financial.start).toEqual({ gregorian: "2026-01-01", hijri: "1447/07/12" });
    expect(financial.annualRent.toFixed(2)).toBe("24000.00");
    expect(financial.numberOfPayments).toBe(2);
    expect(financial.paymentInterval).toBe(6);
    expect(financial.instalments.map((row) => [row.number, row.dueDate.gregorian, row.total.toFixed(2)])).toEqual([
      [1, "2026-01-01", "12000.00"],
      [2, "2026-07-01", "12000.00"],
    ]);
    expect(financial.vatRate).toBe("0");
  });

  it("adds the VAT of a commercial lease up", () => {
    const rentInstalments = [{ dueDate: "2026-01-01", amount: money("12000"), vat: money("1800") }];
    const { financial } = ejarRecordOf(source({ rentInstalments })).record;
    expect(financial.vatTotal.toFixed(2)).toBe("1800.00");
    expect(financial.vatRate).toBe("0.15");
    expect(financial.instalments[0]?.total.toFixed(2)).toBe("13800.00");
  });

  it("lists only what the product does not hold when everything it holds is filled in", () => {
    expect(keys(source())).toEqual([
      "ejar.missing.lessor.commercialRegistrationNo",
      "ejar.missing.tenant.dateOfBirth",
      "ejar.missing.manager.brokerageLicense",
      "ejar.missing.unit.propertyType",
      "ejar.missing.unit.nationalAddress",
      "ejar.missing.unit.deedNumber",
      "ejar.missing.unit.floor",
      "ejar.missing.unit.rooms",
    ]);
    expect(ejarRecordOf(source()).missing.every((item) => item.fix === "notHeld")).toBe(true);
  });

  it("names what is missing and where it is filled in: the tenant's id and mobile on the tenant, the address on the unit", () => {
    const bare = source({
      tenant: contact({ nationalId: " ", phone: null }),
      lessor: null,
      organization: { title: null, commercialRegistrationNo: null, vatNo: null, phone: null },
      unit: { ...source().unit, district: null, sqm: null, electricityAccountNo: null, waterAccountNo: "", compound: null },
    });
    const missing = ejarRecordOf(bare).missing.filter((item) => item.fix !== "notHeld");
    expect(missing).toEqual([
      { key: "ejar.missing.lessor.contact", section: "lessor", fix: "unit", recordId: "unit-1" },
      { key: "ejar.missing.tenant.idNumber", section: "tenant", fix: "contact", recordId: "tenant-1" },
      { key: "ejar.missing.tenant.mobile", section: "tenant", fix: "contact", recordId: "tenant-1" },
      { key: "ejar.missing.manager.name", section: "manager", fix: "organization", recordId: null },
      { key: "ejar.missing.manager.commercialRegistrationNo", section: "manager", fix: "organization", recordId: null },
      ...["city", "district", "street", "area", "electricityMeter", "waterMeter"].map((field) => ({
        key: `ejar.missing.unit.${field}`,
        section: "unit",
        fix: "unit",
        recordId: "unit-1",
      })),
    ]);
    expect(ejarRecordOf(bare).record.tenant).toMatchObject({ kind: null, idType: null, idNumber: null, mobile: null });
  });
});

describe("the Ejar record's fields as shown", () => {
  it("lays the record out by section, each missing field with what is missing, then the instalments", () => {
    const fields = ejarFields(ejarRecordOf(source({ tenant: contact({ phone: null }) })));
    const tenant = fields.filter((row) => row.section === "tenant").map((row) => [row.field, row.missing?.key ?? row.value?.kind]);
    expect(tenant).toEqual([
      ["name", "text"],
      ["kind", "label"],
      ["idType", "label"],
      ["idNumber", "text"],
      ["dateOfBirth", "ejar.missing.tenant.dateOfBirth"],
      ["mobile", "ejar.missing.tenant.mobile"],
    ]);
    expect(fields.find((row) => row.field === "startHijri")?.value).toEqual({
      kind: "label",
      key: "ejar.hijriDate",
      params: { date: "1447/07/12" },
    });
    expect(fields.filter((row) => row.number === 2).map((row) => row.field)).toEqual(["instalmentDue", "instalmentAmount"]);
  });

  it("shows every missing item of the record in its section", () => {
    const shown = ejarRecordOf(source({ lessor: null }));
    const marked = ejarFields(shown).flatMap((row) => (row.missing ? [row.missing.key] : []));
    expect(marked.sort()).toEqual(shown.missing.map((item) => item.key).sort());
  });
});
