import { writeImportTemplate, writeSpreadsheet } from "@amlak/documents";
import { riyadhToday, type UserType } from "@amlak/domain";
import type { Lang } from "@amlak/i18n";
import { IMPORT_COLUMNS, IMPORT_SHEETS, MAX_IMPORT_ROWS, type TImportSheet } from "@amlak/schemas";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../context.ts";
import { seedDemoAccount } from "../seed/demo.ts";
import { callerFor, demoCaller, refusalOf, testServices } from "../testing/harness.ts";
import { organizationDigest } from "../testing/isolation.ts";

const services = testServices();
const { owner } = services.database;
const today = riyadhToday(new Date());
let client: Caller & { orgId: string };
let other: Caller & { orgId: string };
/** An organization that has imported nothing yet. */
let fresh: Caller & { orgId: string };

beforeAll(async () => {
  for (const phone of ["567000001", "567000002", "567000003"]) {
    await seedDemoAccount(owner, { phone, password: "Secret@123", email: `${phone}@example.sa` }, today);
  }
  client = await demoCaller(services, "567000001");
  other = await demoCaller(services, "567000002");
  fresh = await demoCaller(services, "567000003");
});

type Cell = string | number | Date | null | undefined;
type Filled = Partial<Record<TImportSheet, Record<string, Cell>[]>>;

/** The template in `lang` as the server serves it, filled with `rows` (by column key), as base64 the way the page sends it. */
async function workbook(rows: Filled, lang: Lang = "ar"): Promise<string> {
  const template = await callerFor(services, client).imports.template({ lang });
  const body = await writeImportTemplate({
    ...template,
    sheets: template.sheets.map((sheet, k) => {
      const name = IMPORT_SHEETS[k]!;
      return { ...sheet, filled: (rows[name] ?? []).map((row) => IMPORT_COLUMNS[name].map(({ key }) => row[key] ?? null)) };
    }),
  });
  return body.toString("base64");
}

const LESSORS = [
  { type: "مالك", name: "سلطان بن فهد العنزي", phone: "0561000001", national_id: "1011111111" },
  { type: "Lessor", name: "هيا بنت ناصر السبيعي", phone: "0561000002" },
];
const tenantPhone = (k: number) => `05620${String(k).padStart(5, "0")}`;
const COMPOUNDS = ["برج الواحة", "مجمع الروابي"];
/** Floors 1–10 of ten flats each: شقة 101 … شقة 1010, the same names in both compounds. */
const flat = (k: number) => `شقة ${Math.floor(k / 10) + 1}${String((k % 10) + 1).padStart(2, "0")}`;

/** A landlord's portfolio: 2 lessors, 36 tenants and an agent; 2 compounds of 100 flats each; 36 running leases. */
function portfolio(): Required<Filled> {
  const contacts = [
    ...LESSORS,
    ...Array.from({ length: 36 }, (_, k) => ({ type: k % 2 ? "مستأجر" : "Tenant", name: `مستأجر رقم ${k + 1}`, phone: tenantPhone(k) })),
    { type: "وسيط", name: "مكتب الوسيط العقاري", phone: "0563000001" },
  ];
  const units = [
    { name: COMPOUNDS[0]!, kind: "مجمع", lessor: LESSORS[0]!.phone, region: "منطقة الرياض", city: "الرياض", district: "النرجس", sqm: 5000 },
    { name: COMPOUNDS[1]!, kind: "Compound", lessor: LESSORS[1]!.name, city: "جدة", address: "طريق الأمير سلطان" },
    ...COMPOUNDS.flatMap((compound, c) =>
      Array.from({ length: 100 }, (_, k) => ({
        compound,
        name: flat(k),
        lessor: LESSORS[c]!.phone,
        agent: c === 0 ? "0563000001" : null,
        sqm: 120 + (k % 5) * 10,
        target_yearly_rent: 36000 + (k % 4) * 6000,
        electricity_account: `3000${k}`,
      })),
    ),
  ];
  const intervals = [1, 3, 6, 12];
  // A year from the first of a month of 2026, to the day before.
  const ends = (k: number) => new Date(Date.UTC(2027, k % 12, 0)).toISOString().slice(0, 10).replaceAll("-", "/");
  const contracts = Array.from({ length: 36 }, (_, k) => ({
    unit: flat(k),
    compound: COMPOUNDS[k % 2]!,
    tenant: k % 3 ? tenantPhone(k) : `مستأجر رقم ${k + 1}`,
    contract_start: k % 2 ? new Date(Date.UTC(2026, k % 12, 1)) : `2026/${String((k % 12) + 1).padStart(2, "0")}/01`,
    contract_end: ends(k),
    contract_interval: intervals[k % 4]!,
    price: 36000 + k * 500,
    annual_commission: k % 3 ? 1500 : null,
    annual_service: k % 4 === 0 ? 1200 : null,
    auto_pay_commission: k % 2 ? "نعم" : "No",
    is_taxable: k % 5 === 0 ? "Yes" : null,
  }));
  return { contacts, units, contracts };
}

const count = async (table: "contacts" | "real_estates" | "contracts" | "payments" | "ledger_events", orgId = client.orgId) =>
  Number(
    (
      await owner
        .selectFrom(table)
        .select(sql<string>`count(*)`.as("n"))
        .where("org_id", "=", orgId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const counts = async (orgId = client.orgId) => ({
  contacts: await count("contacts", orgId),
  realEstates: await count("real_estates", orgId),
  contracts: await count("contracts", orgId),
  payments: await count("payments", orgId),
  events: await count("ledger_events", orgId),
});

/** The organization's ledger events, counted by type. */
async function eventsByType(): Promise<Record<string, number>> {
  const rows = await owner
    .selectFrom("ledger_events")
    .select(["type", sql<string>`count(*)`.as("n")])
    .where("org_id", "=", client.orgId)
    .groupBy("type")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.type, Number(row.n)]));
}

/** Each bad cell of a preview as "sheet row field: message". */
const errorsOf = (preview: { sheets: { sheet: string; rows: { row: number; errors: { field: string; message: string }[] }[] }[] }) =>
  preview.sheets.flatMap(({ sheet, rows }) =>
    rows.flatMap(({ row, errors }) => errors.map((e) => `${sheet} ${row} ${e.field}: ${e.message}`)),
  );

describe("imports: a landlord's 200 units in one go", () => {
  it("previews every row without writing, then imports the whole workbook: rows, schedules in the ledger, a trial balance of zero", async () => {
    const api = callerFor(services, client);
    const file = await workbook(portfolio());
    const before = { ...(await counts()), byType: await eventsByType() };

    const preview = await api.imports.preview({ file });
    expect(errorsOf(preview)).toEqual([]);
    expect(preview.ok).toBe(true);
    expect(preview.summary).toMatchObject({ compounds: 2, units: 200, contacts: 39, contracts: 36 });
    expect(preview.sheets.map((sheet) => [sheet.sheet, sheet.rows.length])).toEqual([
      ["contacts", 39],
      ["units", 202],
      ["contracts", 36],
    ]);
    // The rows keep the spreadsheet's numbers: the hidden key row and the header row come first.
    expect(preview.sheets[1]!.rows[0]).toMatchObject({ row: 3, cells: { name: "برج الواحة", kind: "مجمع" } });
    expect({ ...(await counts()), byType: await eventsByType() }).toEqual(before);

    const started = Date.now();
    const imported = await api.imports.commit({ file });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(imported).toEqual(preview.summary);
    const after = await counts();
    expect(after.contacts - before.contacts).toBe(39);
    expect(after.realEstates - before.realEstates).toBe(202);
    expect(after.contracts - before.contracts).toBe(36);
    expect(after.payments - before.payments).toBe(preview.summary.payments);

    // Each flat in its compound with the compound's lessor, the agent and the typed figures.
    const flats = await owner
      .selectFrom("real_estates as u")
      .innerJoin("real_estates as c", "c.id", "u.parent_id")
      .innerJoin("contacts as l", "l.id", "u.lessor_id")
      .leftJoin("contacts as a", "a.id", "u.agent_id")
      .select(["c.title as compound", "u.title", "l.phone as lessor", "a.name as agent", "u.sqm", "u.target_yearly_rent"])
      .where("u.org_id", "=", client.orgId)
      .where("c.title", "in", COMPOUNDS)
      .execute();
    expect(flats).toHaveLength(200);
    expect(flats.find((row) => row.compound === "برج الواحة" && row.title === "شقة 101")).toEqual({
      compound: "برج الواحة",
      title: "شقة 101",
      lessor: "561000001",
      agent: "مكتب الوسيط العقاري",
      sqm: "120.00",
      target_yearly_rent: "36000.00",
    });
    expect(flats.filter((row) => row.compound === "مجمع الروابي").every((row) => row.lessor === "561000002" && row.agent === null)).toBe(
      true,
    );

    // Every contract signed through the ledger: its stream, one payment stream per schedule row, the read models.
    const contracts = await owner
      .selectFrom("contracts as k")
      .innerJoin("real_estates as u", "u.id", "k.real_estate_id")
      .innerJoin("real_estates as c", "c.id", "u.parent_id")
      .innerJoin("contacts as t", "t.id", "k.tenant_id")
      .select(["k.id", "u.title as unit", "c.title as compound", "t.name as tenant", "k.contract_start", "k.contract_interval"])
      .where("k.org_id", "=", client.orgId)
      .where("c.title", "in", COMPOUNDS)
      .orderBy("t.name")
      .execute();
    expect(contracts).toHaveLength(36);
    expect(contracts.find((row) => row.tenant === "مستأجر رقم 2")).toMatchObject({
      unit: "شقة 102",
      compound: "مجمع الروابي",
      contract_start: "2026-02-01",
      contract_interval: 3,
    });
    const eventsAfter = await eventsByType();
    expect(eventsAfter).toEqual({
      ...before.byType,
      ContractSigned: (before.byType.ContractSigned ?? 0) + 36,
      PaymentScheduled: (before.byType.PaymentScheduled ?? 0) + preview.summary.payments,
    });
    for (const contract of contracts) {
      const payments = await owner.selectFrom("payments").select("id").where("contract_id", "=", contract.id).execute();
      const signed = await owner
        .selectFrom("ledger_events")
        .select(sql<number>`jsonb_array_length(data->'schedule')`.as("rows"))
        .where("stream_id", "=", `contract:${contract.id}`)
        .where("type", "=", "ContractSigned")
        .executeTakeFirstOrThrow();
      expect(payments.length).toBe(signed.rows);
    }
    expect((await api.books.trialBalance()).total).toBe("0.00");
  });

  it("imports a VAT-registered company tenant with its national address, and puts a missing or bad part on its own cell", async () => {
    const api = callerFor(services, fresh, "en");
    const address = {
      buyer_building_number: "٢٤٨٦",
      buyer_street: "King Fahd Road",
      buyer_district: "Al Olaya",
      buyer_city: "Riyadh",
      buyer_postal_code: "12214",
    };
    const company = { type: "Tenant", name: "شركة المدار التجارية", phone: "0568100001", vat_no: "310122393500003", ...address };
    const bad = await workbook({
      contacts: [
        { type: "Tenant", name: "VAT number alone", phone: "0568100002", vat_no: "310122393500003" },
        {
          type: "Tenant",
          name: "Short postal code",
          phone: "0568100003",
          vat_no: "310122393500003",
          ...address,
          buyer_postal_code: "1221",
        },
        { type: "Tenant", name: "Bad VAT number", phone: "0568100004", vat_no: "1234", ...address },
      ],
    });
    expect(errorsOf(await api.imports.preview({ file: bad }))).toEqual([
      "contacts 3 buyer_street: A VAT-registered contact's tax invoices carry their national address: fill in its parts",
      "contacts 4 buyer_postal_code: This field is invalid",
      "contacts 5 vat_no: This field is invalid",
    ]);

    await api.imports.commit({ file: await workbook({ contacts: [company] }) });
    const stored = await owner
      .selectFrom("contacts")
      .select(["vat_no", "buyer_address"])
      .where("org_id", "=", fresh.orgId)
      .where("phone", "=", "568100001")
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      vat_no: "310122393500003",
      buyer_address: { building_number: "2486", street: "King Fahd Road", district: "Al Olaya", city: "Riyadh", postal_code: "12214" },
    });
  });

  it("reads back the English template into an Arabic session, and a sheet whose hidden key row was deleted by its headers", async () => {
    const api = callerFor(services, client, "ar");
    const english = await workbook(
      {
        contacts: [{ type: "Vendor", name: "Cool Air Maintenance", phone: "0564000001" }],
        units: [{ name: "Villa Hittin", kind: "Unit", city: "Riyadh", sqm: "450", target_yearly_rent: "120,000" }],
      },
      "en",
    );
    const preview = await api.imports.preview({ file: english });
    expect(errorsOf(preview)).toEqual([]);
    expect(preview.summary).toEqual({ compounds: 0, units: 1, contacts: 1, contracts: 0, payments: 0 });
    expect(preview.sheets.map((sheet) => sheet.title)).toEqual(["جهات الاتصال", "الوحدات", "العقود"]);

    // A sheet of one's own: the Units sheet's title and Arabic headers on its first row, no hidden key row.
    const template = await api.imports.template({ lang: "ar" });
    const units = template.sheets[1]!;
    const own = await writeSpreadsheet({
      title: units.title,
      rightToLeft: true,
      columns: units.columns.map((column, k) => ({ header: column.header, kind: "text" as const, value: (row: string[]) => row[k] })),
      rows: [["", "فيلا الملقا", "", "", "", "", "", "", "", "450"]],
    });
    const read = await api.imports.preview({ file: own.toString("base64") });
    expect(errorsOf(read)).toEqual([]);
    expect(read.sheets[1]!.rows).toEqual([{ row: 2, cells: expect.objectContaining({ name: "فيلا الملقا", sqm: "450" }), errors: [] }]);
  });
});

describe("imports: a bad row writes nothing", () => {
  it("names the row and the field in Arabic and English, in the preview and in the refused import", async () => {
    const rows = portfolio();
    // The 7th unit row (spreadsheet row 9): a negative area.
    rows.units[6] = { ...rows.units[6]!, sqm: "-5" };
    const file = await workbook(rows);
    const before = { a: await organizationDigest(owner, fresh.orgId), counts: await counts(fresh.orgId) };

    const preview = await callerFor(services, fresh, "en").imports.preview({ file });
    expect(preview.ok).toBe(false);
    expect(preview.errorCount).toBe(1);
    expect(errorsOf(preview)).toEqual(["units 9 sqm: Value cannot be negative"]);

    const english = await refusalOf(callerFor(services, fresh, "en").imports.commit({ file }), "en");
    expect(english?.status).toBe(400);
    expect(english?.body.code).toBe("import.invalid");
    expect(english?.body.message).toBe("Nothing was imported (1 error in the file): Units row 9, Area (m²): Value cannot be negative");
    expect(english?.body.fieldErrors).toEqual({ "units.9.sqm": "Value cannot be negative" });

    const arabic = await refusalOf(callerFor(services, fresh, "ar").imports.commit({ file }), "ar");
    expect(arabic?.body.message).toContain("الوحدات، الصف 9، المساحة (م²): ");
    expect(arabic?.body.message).toMatch(/^لم يُستورد شيء/);

    expect(await counts(fresh.orgId)).toEqual(before.counts);
    expect(await organizationDigest(owner, fresh.orgId)).toEqual(before.a);
  });

  it("checks references across the sheets and against the organization: unknown, ambiguous, duplicated, of the wrong kind, leased twice", async () => {
    const api = callerFor(services, client, "en");
    const leased = await owner
      .selectFrom("effective_leases as l")
      .innerJoin("real_estates as u", "u.id", "l.real_estate_id")
      .select(["u.title", "l.starts", "l.ends"])
      .where("l.org_id", "=", client.orgId)
      .where("u.title", "=", "شقة 101")
      .executeTakeFirstOrThrow();
    const file = await workbook({
      contacts: [
        { type: "Tenant", name: "A", phone: "0565000001" },
        { type: "Tenant", name: "B", phone: "+966 56 500 0001" },
        { type: "Lessor", name: "Duplicate of the demo lessor", phone: "0505112233" },
        { type: "Landlord", name: "C" },
      ],
      units: [
        { name: "Unit X", compound: "No such compound" },
        { name: "Unit Y", lessor: "0565000001" },
        { name: "مجمع الياسمين السكني", kind: "Compound" },
        { name: "Unit Z", compound: "شقة 102", agent: "0599999999" },
        { name: "Unit W" },
      ],
      contracts: [
        {
          unit: "شقة 101",
          compound: "مجمع الياسمين السكني",
          tenant: "0565000001",
          contract_start: leased.starts.replaceAll("-", "/"),
          contract_end: leased.ends.replaceAll("-", "/"),
          contract_interval: 12,
          price: 1000,
        },
        {
          unit: "Unit Y",
          tenant: "0565000001",
          contract_start: "2030/01/01",
          contract_end: "2030/12/31",
          contract_interval: 6,
          price: 1000,
        },
        {
          unit: "Unit Y",
          tenant: "0565000001",
          contract_start: "2030/06/01",
          contract_end: "2031/05/31",
          contract_interval: 6,
          price: 1000,
        },
        {
          unit: "مجمع الياسمين السكني",
          tenant: "0505112233",
          contract_start: "2030/01/01",
          contract_end: "2030/12/31",
          contract_interval: 5,
          price: 0,
        },
        { unit: "Unit W", tenant: "A", contract_start: "2030/01/01", contract_end: "2030/12/31", contract_interval: 12, price: 1000 },
      ],
    });
    expect(errorsOf(await api.imports.preview({ file }))).toEqual([
      "contacts 4 phone: Repeats row 3 of this sheet",
      "contacts 5 phone: A contact with this mobile is already in Amlak (عبدالله بن محمد القحطاني): remove the row, contracts and units can name them by mobile",
      "contacts 6 type: This field is invalid",
      "units 3 compound: No compound with this name in the Units sheet or in Amlak",
      "units 4 lessor: This contact is not a lessor",
      "units 5 name: A property with this name is already in Amlak",
      "units 6 compound: This is a unit, not a compound",
      "units 6 agent: No contact with this mobile or name in the Contacts sheet or in Amlak",
      `contracts 3 contract_start: The unit is already leased from ${leased.starts.replaceAll("-", "/")} to ${leased.ends.replaceAll("-", "/")}`,
      "contracts 5 contract_start: Row 4 leases the same unit over the same period",
      "contracts 6 unit: This is a compound: a contract is for a unit",
      "contracts 6 tenant: This contact is not a tenant",
      "contracts 6 contract_interval: This field is invalid",
      "contracts 6 price: Value must be greater than zero",
      "contracts 7 lessor: The unit has no lessor: name one here",
    ]);
  });

  it("refuses a contact whose national id another contact has, in Amlak or on an earlier row", async () => {
    const api = callerFor(services, client, "en");
    const file = await workbook({
      contacts: [
        { type: "Tenant", name: "D", phone: "0565000011", national_id: "1023456789" },
        { type: "Tenant", name: "E", phone: "0565000012", national_id: "1099999991" },
        { type: "Tenant", name: "F", phone: "0565000013", national_id: "1099999991" },
      ],
    });
    expect(errorsOf(await api.imports.preview({ file }))).toEqual([
      "contacts 3 national_id: A contact with this national ID is already in Amlak (عبدالله بن محمد القحطاني): remove the row, contracts and units can name them by mobile",
      "contacts 5 national_id: Repeats row 4 of this sheet",
    ]);
  });
});

describe("imports: who may import", () => {
  it("lets the owner and the full sub-user import, and refuses the read-only, operational and restricted sub-users", async () => {
    const file = await workbook({ contacts: [{ type: "Vendor", name: "Roles vendor", phone: "0566000001" }] });
    const as = (type: UserType) => callerFor(services, { ...client, type });
    expect((await as("subClient").imports.preview({ file })).ok).toBe(true);
    for (const type of ["readonly_subClient", "operational_subClient", "restricted_subClient"] as const) {
      const calls = [
        () => as(type).imports.preview({ file }),
        () => as(type).imports.commit({ file }),
        () => as(type).imports.template({}),
      ];
      for (const call of calls) expect((await refusalOf(call()))?.body.code, type).toBe("auth.roleForbidden");
    }
    expect((await as("subClient").imports.commit({ file })).contacts).toBe(1);
  });

  it("on Free once the subscription ended, refuses a file with agents (AGENTS is not in Free), writing nothing", async () => {
    const file = await workbook({ contacts: [{ type: "Agent", name: "No package agent", phone: "0566000002" }] });
    const before = await counts();
    await owner.updateTable("subscriptions").set({ status: "expired" }).where("org_id", "=", client.orgId).execute();
    try {
      const api = callerFor(services, client);
      for (const call of [() => api.imports.preview({ file }), () => api.imports.commit({ file })]) {
        expect((await refusalOf(call()))?.body.code).toBe("subscription.notAllowed");
      }
    } finally {
      await owner.updateTable("subscriptions").set({ status: "activated" }).where("org_id", "=", client.orgId).execute();
    }
    expect(await counts()).toEqual(before);
  });
});

describe("imports: files that are not the template", () => {
  it("refuses an unreadable file, a workbook without the template's sheets, an empty template and a sheet too long, in words", async () => {
    const api = callerFor(services, client, "en");
    const refused = async (file: string) => (await refusalOf(api.imports.preview({ file }), "en"))?.body;
    expect(await refused(Buffer.from("not a spreadsheet").toString("base64"))).toMatchObject({ code: "import.unreadable" });
    expect(await refused("@@@")).toMatchObject({ code: "validation.failed", fieldErrors: { file: "This field is invalid" } });
    const other = await writeImportTemplate({
      sheets: [{ title: "Sheet1", columns: [] }],
      guide: { title: "x", lines: [] },
      rightToLeft: false,
      rows: 1,
    });
    expect(await refused(other.toString("base64"))).toMatchObject({ code: "import.notTemplate" });
    expect(await refused(await workbook({}))).toMatchObject({ code: "import.empty", message: "The file has no rows to import" });
    const many = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, k) => ({ type: "Vendor", name: `Vendor ${k}` }));
    expect(await refused(await workbook({ contacts: many }))).toMatchObject({
      code: "import.tooManyRows",
      message: "The Contacts sheet has more than 2000 rows: split it into several files",
    });
  });
});

describe("imports: organizations apart", () => {
  it("resolves nothing of another organization a workbook names, and writes in neither", async () => {
    // Rows only the other organization has: a tenant, a lessor, a compound with a unit.
    await callerFor(services, other).contacts.create({ type: "tenant", name: "مستأجر المنشأة الأخرى", phone: "0568000001" });
    await callerFor(services, other).contacts.create({ type: "lessor", name: "مؤجر المنشأة الأخرى", phone: "0568000002" });
    const compound = await callerFor(services, other).realEstates.create({ kind: "compound", name: "مجمع المنشأة الأخرى" });
    await callerFor(services, other).realEstates.create({ kind: "unit", name: "وحدة المنشأة الأخرى", parent_id: compound.id });
    const file = await workbook({
      units: [{ name: "وحدة جديدة", compound: "مجمع المنشأة الأخرى", lessor: "مؤجر المنشأة الأخرى" }],
      contracts: [
        {
          unit: "وحدة المنشأة الأخرى",
          tenant: "0568000001",
          lessor: "0568000002",
          contract_start: "2030/01/01",
          contract_end: "2030/12/31",
          contract_interval: 12,
          price: 12000,
        },
      ],
    });
    const before = { mine: await organizationDigest(owner, client.orgId), theirs: await organizationDigest(owner, other.orgId) };
    expect(errorsOf(await callerFor(services, client, "en").imports.preview({ file }))).toEqual([
      "units 3 compound: No compound with this name in the Units sheet or in Amlak",
      "units 3 lessor: No contact with this mobile or name in the Contacts sheet or in Amlak",
      "contracts 3 unit: No unit with this name in the Units sheet or in Amlak",
      "contracts 3 tenant: No contact with this mobile or name in the Contacts sheet or in Amlak",
      "contracts 3 lessor: No contact with this mobile or name in the Contacts sheet or in Amlak",
    ]);
    expect((await refusalOf(callerFor(services, client).imports.commit({ file })))?.body.code).toBe("import.invalid");
    expect(await organizationDigest(owner, client.orgId)).toEqual(before.mine);
    expect(await organizationDigest(owner, other.orgId)).toEqual(before.theirs);
    // The same file is the other organization's own: there every name resolves.
    expect((await callerFor(services, other).imports.preview({ file })).ok).toBe(true);
  });
});

describe("imports: workbooks naming the same people sent at once", () => {
  it("imports one; the others are refused, having re-read the organization under its lock, and write nothing", async () => {
    await seedDemoAccount(owner, { phone: "567000004", password: "Secret@123", email: "567000004@example.sa" }, today);
    const racer = await demoCaller(services, "567000004");
    // The same four contacts in each, different units (so neither the file nor an idempotency key is the same), and no
    // lease whose exclusion constraint would stop a second import by itself.
    const files = await Promise.all(
      Array.from({ length: 4 }, (_, attempt) =>
        workbook({
          contacts: [
            { type: "Lessor", name: "مالك السباق", phone: "0568000001" },
            ...Array.from({ length: 3 }, (_, k) => ({ type: "Tenant", name: `مستأجر السباق ${k + 1}`, phone: `056800001${k}` })),
          ],
          units: Array.from({ length: 5 }, (_, k) => ({ name: `وحدة ${attempt + 1}-${k + 1}`, lessor: "0568000001" })),
        }),
      ),
    );
    const before = await counts(racer.orgId);
    const outcomes = await Promise.allSettled(files.map((file) => callerFor(services, racer, "en").imports.commit({ file })));

    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    for (const outcome of outcomes.filter((outcome) => outcome.status === "rejected")) {
      const refusal = await refusalOf(Promise.reject((outcome as PromiseRejectedResult).reason), "en");
      expect(refusal?.body.code).toBe("import.invalid");
      expect(refusal?.body.message).toContain("A contact with this mobile is already in Amlak");
    }
    const after = await counts(racer.orgId);
    expect(after.contacts - before.contacts).toBe(4);
    expect(after.realEstates - before.realEstates).toBe(5);
  });
});
