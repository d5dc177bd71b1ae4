import { readSpreadsheet } from "@amlak/documents";
import { beforeAll, describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";

const LANDLORD = "562300231";
const api = new DemoApi(LANDLORD);
const { owner } = api.services.database;

let contract = { id: "", tenant_id: "", real_estate_id: "", contract_start: "", instalments: 0 };

beforeAll(async () => {
  const org = owner.selectFrom("users").select("org_id").where("phone", "=", LANDLORD);
  contract = await owner
    .selectFrom("contracts")
    .select(["id", "tenant_id", "real_estate_id", "contract_start", "instalments"])
    .where("org_id", "=", org)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  // The tenant without a national id and the unit without its electricity account: both to be named as missing.
  await owner.updateTable("contacts").set({ national_id: null, unified_no: null }).where("id", "=", contract.tenant_id).execute();
  await owner.updateTable("real_estates").set({ electricity_account_no: null }).where("id", "=", contract.real_estate_id).execute();
});

interface EjarAnswer {
  record: {
    tenant: { contactId: string; idNumber: string | null };
    unit: { unitId: string };
    financial: {
      start: { gregorian: string; hijri: string };
      numberOfPayments: number;
      instalments: { amount: number }[];
      annualRent: number;
    };
  };
  missing: { key: string; fix: string; recordId: string | null }[];
}

describe("a contract's Ejar data (issue #23)", () => {
  it("answers the record and what is missing, with where it is filled in", async () => {
    const answer = await api.send("GET", `/api/contracts/${contract.id}/ejar`);
    expect(answer.statusCode).toBe(200);
    const { record, missing } = answer.json() as EjarAnswer;
    expect(record.tenant).toMatchObject({ contactId: contract.tenant_id, idNumber: null });
    expect(record.financial.start.gregorian).toBe(contract.contract_start);
    expect(record.financial.start.hijri).toMatch(/^14\d\d\/\d\d\/\d\d$/);
    expect(record.financial.numberOfPayments).toBe(contract.instalments);
    expect(typeof record.financial.annualRent).toBe("number");
    expect(missing).toEqual(
      expect.arrayContaining([
        { key: "ejar.missing.tenant.idNumber", section: "tenant", fix: "contact", recordId: contract.tenant_id },
        { key: "ejar.missing.unit.electricityMeter", section: "unit", fix: "unit", recordId: contract.real_estate_id },
        { key: "ejar.missing.unit.deedNumber", section: "unit", fix: "notHeld", recordId: null },
      ]),
    );
    const v2 = (await api.send("GET", `/api/contracts/${contract.id}/ejar`, undefined, { "api-version": "2" })).json() as {
      record: { financial: { number_of_payments: number } };
    };
    expect(v2.record.financial.number_of_payments).toBe(contract.instalments);
  });

  it("exports it as a spreadsheet with Arabic and English labels, in the reader's language", async () => {
    for (const url of [`/api/contracts/${contract.id}/ejar.xlsx?lang=en`, `/api/contracts/${contract.id}/ejar?format=xlsx&lang=en`]) {
      const file = await api.send("GET", url);
      expect(file.statusCode, url).toBe(200);
      expect(file.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
      const [sheet] = await readSpreadsheet(file.rawPayload);
      const rows = sheet!.rows.map((row) => row.cells);
      expect(rows[0]).toEqual(["Section", "الحقل", "Field", "Value", "Missing"]);
      const row = (en: string, section?: string) => rows.find((cells) => cells[2] === en && (!section || cells[0] === section));
      expect(row("ID number", "Tenant")).toEqual([
        "Tenant",
        "رقم الهوية",
        "ID number",
        null,
        "Tenant's national ID, iqama or unified number missing",
      ]);
      expect(row("Start date")?.[3]).toBe(contract.contract_start.replaceAll("-", "/"));
      expect(row("Start date (Hijri)")?.[3]).toMatch(/^14\d\d\/\d\d\/\d\d AH$/);
      expect(row("Title deed number")?.[4]).toBe("Title deed number not held");
      expect(row("Instalment 1: amount with VAT")?.[3]).toMatch(/^[\d,]+\.\d\d SR$/);
      expect(rows.filter((cells) => /^Instalment \d+: due date$/.test(cells[2] ?? ""))).toHaveLength(contract.instalments);
    }
    const arabic = await api.send("GET", `/api/contracts/${contract.id}/ejar.xlsx?lang=ar`);
    const [sheet] = await readSpreadsheet(arabic.rawPayload);
    const rows = sheet!.rows.map((row) => row.cells);
    expect(rows[0]).toEqual(["القسم", "الحقل", "Field", "القيمة", "الناقص"]);
    expect(rows.find((cells) => cells[2] === "ID number" && cells[0] === "المستأجر")).toEqual([
      "المستأجر",
      "رقم الهوية",
      "ID number",
      null,
      "رقم هوية المستأجر أو إقامته أو رقمه الموحد ناقص",
    ]);
  });

  it("answers a contract that does not exist as not found, as JSON and as a file", async () => {
    const unknown = crypto.randomUUID();
    expect((await api.send("GET", `/api/contracts/${unknown}/ejar`)).statusCode).toBe(404);
    expect((await api.send("GET", `/api/contracts/${unknown}/ejar.xlsx`)).statusCode).toBe(404);
  });
});
