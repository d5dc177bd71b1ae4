import { riyadhToday, type UserType } from "@amlak/domain";
import { ACCOUNT_CODES, CHART_OF_ACCOUNTS } from "@amlak/ledger";
import { catalogues } from "@amlak/i18n";
import { add, money, toFixed2 } from "@amlak/money";
import { JOURNAL_ACCOUNTS, PAGE_SIZE } from "@amlak/schemas";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../context.ts";
import { seedDemoAccount } from "../seed/demo.ts";
import { callerFor, demoCaller, refusalOf, testServices } from "../testing/harness.ts";

const services = testServices();
const { owner } = services.database;
let client: Caller & { orgId: string };
const today = riyadhToday(new Date());

beforeAll(async () => {
  await seedDemoAccount(owner, { phone: "566000011", password: "Secret@123", email: "566000011@example.sa" }, today);
  client = await demoCaller(services, "566000011");
});

const as = (type: UserType) => callerFor(services, { ...client, type });

/** The organization's journal lines as the database has them, with the contract of the payment each posts for. */
const journalLines = () =>
  owner
    .selectFrom("journal_lines as jl")
    .leftJoin("payments as p", (join) => join.on(sql<boolean>`'payment:' || p.id = jl.stream_id`))
    .select(["jl.id", "jl.position", "jl.entry_date", "jl.account", "jl.debit", "jl.credit", "p.contract_id"])
    .where("jl.org_id", "=", client.orgId)
    .execute();

describe("the books' journal page", () => {
  it("pages every journal line ten at a time, newest entry first, each entry's lines in posting order", async () => {
    const api = callerFor(services, client);
    const lines = await journalLines();
    const first = await api.books.journalPage({});
    expect(first.total).toBe(lines.length);
    expect(first.rows).toHaveLength(Math.min(PAGE_SIZE, lines.length));
    const positions = first.rows.map((row) => BigInt(row.position));
    expect(positions).toEqual([...positions].sort((x, y) => (x < y ? 1 : x > y ? -1 : 0)));
    expect(positions[0]).toBe(lines.map((line) => BigInt(line.position)).reduce((x, y) => (x > y ? x : y)));
    // Within one entry the ids rise: the lines read as they were posted.
    for (const [k, row] of first.rows.entries()) {
      const next = first.rows[k + 1];
      if (next && next.position === row.position) expect(BigInt(next.id) > BigInt(row.id)).toBe(true);
    }
    // Ten rows a page, none twice, across the whole journal.
    const seen = new Set<string>();
    for (let page = 1; page <= Math.ceil(lines.length / PAGE_SIZE); page += 1) {
      for (const row of (await api.books.journalPage({ page })).rows) seen.add(row.id);
    }
    expect(seen.size).toBe(lines.length);
  });

  it("links each line to the payment it posts for, that payment's contract and its receipt", async () => {
    const api = callerFor(services, client);
    const paid = await owner
      .selectFrom("payments")
      .select(["id", "contract_id"])
      .where("org_id", "=", client.orgId)
      .where("status", "=", "paid")
      .where("payment_type", "=", "rent")
      .orderBy("due_date")
      .executeTakeFirstOrThrow();
    const receipt = await api.receipts.issue({ id: paid.id });
    const { rows } = await api.books.journalPage({ contract_id: paid.contract_id!, account: "cash_bank", sort: "date", direction: "asc" });
    const line = rows.find((row) => row.paymentId === paid.id);
    expect(line).toMatchObject({
      eventType: "PaymentMarkedPaid",
      paymentType: "rent",
      contractId: paid.contract_id,
      receiptId: receipt.id,
      invoiceId: null,
      direction: "income",
    });
    expect(line!.debit.greaterThan(0)).toBe(true);
    expect(line!.credit.isZero()).toBe(true);
    expect(line!.unit).toBeTruthy();
    expect(line!.realEstateId).toBeTruthy();
    expect(line!.partyName).toBeTruthy();
  });

  it("filters by account, contract and entry dates, as the database counts them", async () => {
    const api = callerFor(services, client);
    const lines = await journalLines();
    const count = (keep: (line: (typeof lines)[number]) => boolean) => lines.filter(keep).length;
    for (const account of JOURNAL_ACCOUNTS) {
      const answer = await api.books.journalPage({ account });
      expect(answer.total, account).toBe(count((line) => line.account === account));
      expect(answer.rows.every((row) => row.account === account)).toBe(true);
    }
    const contractId = lines.find((line) => line.contract_id)!.contract_id!;
    const ofContract = await api.books.journalPage({ contract_id: contractId });
    expect(ofContract.total).toBe(count((line) => line.contract_id === contractId));
    expect(ofContract.rows.every((row) => row.contractId === contractId)).toBe(true);

    expect((await api.books.journalPage({ date_from: today, date_to: today })).total).toBe(count((line) => line.entry_date === today));
    expect((await api.books.journalPage({ date_to: "2000-01-01" })).total).toBe(0);
    // A date typed with slashes is read as the date it names.
    expect((await api.books.journalPage({ date_from: today.replaceAll("-", "/") })).total).toBe(count((line) => line.entry_date >= today));
  });

  it("sorts by amounts across the whole journal", async () => {
    const api = callerFor(services, client);
    const debits = (await api.books.journalPage({ sort: "debit", direction: "desc" })).rows.map((row) => Number(row.debit));
    expect(debits).toEqual([...debits].sort((x, y) => y - x));
    const max = Math.max(...(await journalLines()).map((line) => Number(line.debit)));
    expect(debits[0]).toBe(max);
  });

  it("refuses a range that ends before it starts, an unknown account and an unknown sort column as field errors", async () => {
    const api = callerFor(services, client);
    const answer = await refusalOf(
      api.books.journalPage({ date_from: "2026-02-01", date_to: "2026-01-01", account: "bank" as never, sort: "memo" as never }),
    );
    expect(answer).toMatchObject({ status: 400, body: { code: "validation.failed" } });
    expect(Object.keys(answer!.body.fieldErrors ?? {}).sort()).toEqual(["account", "sort"]);
    const range = await refusalOf(api.books.journalPage({ date_from: "2026-02-01", date_to: "2026-01-01" }));
    expect(Object.keys(range!.body.fieldErrors ?? {})).toEqual(["date_to"]);
  });

  it("lists the organization's contracts for the contract picker, newest first", async () => {
    const contracts = await callerFor(services, client).books.contracts();
    const stored = await owner.selectFrom("contracts").select("id").where("org_id", "=", client.orgId).execute();
    expect(contracts.map((contract) => contract.id).sort()).toEqual(stored.map((row) => row.id).sort());
    const starts = contracts.map((contract) => contract.contractStart);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(contracts.every((contract) => contract.tenantName && contract.unit)).toBe(true);
  });
});

describe("the trial balance", () => {
  it("balances, and up to a day sums only the entries of that day and before", async () => {
    const api = callerFor(services, client);
    const all = await api.books.trialBalance();
    expect(all.total).toBe("0.00");
    expect(await api.books.trialBalance({ as_of: today })).toEqual(all);
    const none = await api.books.trialBalance({ as_of: "2000-01-01" });
    expect(none.accounts.every((account) => account.debit === "0.00" && account.credit === "0.00")).toBe(true);

    const lines = await journalLines();
    const dates = [...new Set(lines.map((line) => line.entry_date))].sort();
    const day = dates[0]!;
    const upTo = await api.books.trialBalance({ as_of: day });
    const sum = (account: string, side: "debit" | "credit") =>
      toFixed2(
        add(money(0), ...lines.filter((line) => line.account === account && line.entry_date <= day).map((line) => money(line[side]))),
      );
    expect(
      upTo.accounts.map(({ account, debit, credit }) => ({ account, debit: toFixed2(money(debit)), credit: toFixed2(money(credit)) })),
    ).toEqual(upTo.accounts.map(({ account }) => ({ account, debit: sum(account, "debit"), credit: sum(account, "credit") })));
    expect(upTo.total).toBe("0.00");
  });

  it("refuses a day that is not a date", async () => {
    const answer = await refusalOf(callerFor(services, client).books.trialBalance({ as_of: "2026-13-40" }));
    expect(answer).toMatchObject({ status: 400, body: { code: "validation.failed" } });
    expect(Object.keys(answer!.body.fieldErrors ?? {})).toEqual(["as_of"]);
  });
});

describe("who reads the books", () => {
  it("lets the read-only sub-user read them and refuses the restricted and operational sub-users and the viewer", async () => {
    const readonly = as("readonly_subClient");
    expect((await readonly.books.journalPage({})).total).toBe((await journalLines()).length);
    expect((await readonly.books.trialBalance()).total).toBe("0.00");
    expect((await readonly.books.contracts()).length).toBeGreaterThan(0);
    for (const type of ["restricted_subClient", "operational_subClient", "viewer"] as const) {
      const books = as(type).books;
      for (const call of [() => books.journalPage({}), () => books.trialBalance(), () => books.contracts()]) {
        expect((await refusalOf(call()))?.body.code, type).toBe("auth.roleForbidden");
      }
    }
  });
});

describe("the chart of accounts on the books screen", () => {
  it("filters by exactly the ledger's accounts, each named on screen as the ledger names it", () => {
    expect([...JOURNAL_ACCOUNTS]).toEqual(ACCOUNT_CODES);
    for (const code of ACCOUNT_CODES) {
      expect(catalogues.ar[`booksScreen.account.${code}` as keyof typeof catalogues.ar]).toBe(CHART_OF_ACCOUNTS[code].nameAr);
      expect(catalogues.en[`booksScreen.account.${code}` as keyof typeof catalogues.en]).toBe(CHART_OF_ACCOUNTS[code].nameEn);
    }
  });
});
