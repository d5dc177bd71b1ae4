import type { Db } from "@amlak/db";
import { addDays, addMonthsClamped, riyadhToday } from "@amlak/domain";
import { translate } from "@amlak/i18n";
import type { AnyProcedure } from "@trpc/server";
import { sql } from "kysely";
import type { Caller, Services } from "../context.ts";
import { describeError } from "../error-response.ts";
import { appRouter } from "../root.ts";
import { seedDemoAccount } from "../seed/demo.ts";
import { callerFor, demoCaller, lastOtp } from "./harness.ts";
import { invoiceOf, paidSubscription } from "./paid-subscription.ts";
import { SAMPLE_FILES } from "./sample-files.ts";
import type { Expected, OrgRows } from "./isolation-registry.ts";

/** Every procedure of appRouter by its dotted path ("contractDrafts.save"): tRPC v11 flattens them (its type says nested). */
export const PROCEDURES = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;

/** An organization of the isolation tests: its client, and the rows the probes name, made through the procedures. */
export interface Organization extends Caller {
  orgId: string;
  rows: OrgRows;
  /** Texts only this organization has (its prospect's name): another organization's answers must not contain them. */
  texts: string[];
}

/**
 * A demo organization (seeded today, so its occupancy is the portfolio's) that then, as its client would, signs a
 * lease on the vacant شقة 102, pays two instalments, takes a receipt and a tax invoice for the first, saves a
 * contract draft and quotes a prospect.
 */
export async function prepareOrganization(
  services: Services,
  phone: string,
  lease: { starts: string; price: string },
): Promise<Organization> {
  const today = riyadhToday(new Date());
  await seedDemoAccount(services.database.owner, { phone, password: "Secret@123", email: `${phone}@example.sa` }, today);
  const caller = await demoCaller(services, phone);
  const api = callerFor(services, caller);
  const { owner } = services.database;
  const unit = await owner
    .selectFrom("real_estates")
    .select(["id", "parent_id"])
    .where("org_id", "=", caller.orgId)
    .where("title", "=", "شقة 102")
    .executeTakeFirstOrThrow();
  const contact = (type: "tenant" | "lessor") =>
    owner
      .selectFrom("contacts")
      .select("id")
      .where("org_id", "=", caller.orgId)
      .where("type", "=", type)
      .orderBy("name")
      .executeTakeFirstOrThrow();
  const [tenant, lessor] = [await contact("tenant"), await contact("lessor")];
  const terms = {
    real_estate_id: unit.id,
    tenant_id: tenant.id,
    lessor_id: lessor.id,
    contract_start: lease.starts,
    contract_end: addDays(addMonthsClamped(lease.starts, 12), -1),
    price: lease.price,
    contract_interval: 3,
    annual_commission: "2000",
    is_taxable: true,
  };
  const contract = await api.contracts.create(terms as never);
  const rent = (await api.contracts.payments({ id: contract.id }))
    .filter((payment) => payment.payment_type === "rent")
    .sort((x, y) => x.due_date.localeCompare(y.due_date));
  const [documented, paid, pending] = rent.map((payment) => payment.id) as [string, string, string];
  for (const id of [documented, paid]) await api.payments.pay({ id, paid_date: today, payment_method: "cash" });
  const receipt = await api.receipts.issue({ id: documented });
  // Allocated to nothing, so that the whole amount is an advance and the instalments above stay as they are.
  const collection = await api.collections.receive({
    tenant_id: tenant.id,
    amount: "500",
    paid_date: today,
    method: "cash",
    allocations: [],
  });
  const {
    ids: [cheque],
  } = await api.cheques.register({ tenant_id: tenant.id, cheques: [{ number: "000777", amount: "100", due_date: today }] });
  const invoice = await api.invoices.issue({ payment_ids: [documented] });
  const remittance = await api.owners.remit({
    lessor_id: lessor.id,
    from: today,
    to: today,
    paid_date: today,
    amount: "1",
    method: "bankTransfer",
    reference: "probe",
  });
  const property = unit.parent_id!;
  await api.owners.savePropertyAgreement({
    real_estate_id: property,
    fee_kind: "percent",
    fee_value: "5",
    expense_categories: ["maintenance"],
    effective_from: today,
  });
  const creditNote = await api.creditNotes.issue({ invoice_id: invoice.id, note_type: "credit", reason: "refund", amount: "1" });
  const draft = await api.contractDrafts.save({ terms: { ...terms, price: "1000", contract_interval: 12 } as never });
  const { tenant_id: _tenant, lessor_id: _lessor, ...quoted } = terms;
  const prospect = `prospect of ${phone}`;
  const quotation = await api.quotations.create({ ...quoted, prospect_name: prospect } as never);
  const question = `question of ${phone}`;
  const supportMessage = await api.support.send({ topic: "question", subject: question, message: question });
  const taskTitle = `task of ${phone}`;
  const task = await api.tasks.create({
    type: "maintenance",
    title: taskTitle,
    cost: "350",
    all_day: true,
    start_date: today,
    end_date: today,
    assignee_id: caller.userId,
    contact_id: tenant.id,
    real_estate_id: unit.id,
  });
  const template = await api.templates.create({ title: `terms of ${phone}`, content: question, template_type_id: 1 });
  const paper = `paper of ${phone}.pdf`;
  const {
    results: [document],
  } = await api.documents.upload({ type: "ARCHIVE", count: 1, files: [{ name: paper, bytes: SAMPLE_FILES.pdf }] } as never);
  const userName = `user of ${phone}`;
  const added = await api.users.sendOtp({
    role_type_id: 1,
    name: userName,
    email: `user.${phone}@example.sa`,
    phone: `057${phone.slice(2)}`,
  });
  const subUser = await api.users.create({ challenge: added.challenge, code: await lastOtp(owner, `57${phone.slice(2)}`) });
  const unusedCode = await api.users.sendOtp({
    role_type_id: 3,
    name: userName,
    email: `pending.${phone}@example.sa`,
    phone: `058${phone.slice(2)}`,
  });
  const {
    results: [organizationPaper],
  } = await api.documents.upload({ type: "ORGANIZATION", count: 1, files: [{ name: "vat.pdf", bytes: SAMPLE_FILES.pdf }] } as never);
  const paidMonth = await paidSubscription(owner, caller.orgId, { paidAt: new Date(Date.now() - 10 * 86_400_000) });
  const subscriptionInvoice = await invoiceOf(services.database.app, caller.orgId, paidMonth, today);
  const paymentCard = await owner
    .insertInto("payment_cards")
    .values({ org_id: caller.orgId, gateway: "sandbox", token: `token_${phone}`, brand: "mada", last_four: "1010", is_default: true })
    .returning("id")
    .executeTakeFirstOrThrow();
  return {
    ...caller,
    rows: {
      unit: unit.id,
      property,
      tenant: tenant.id,
      lessor: lessor.id,
      contract: contract.id,
      payment: pending,
      paidPayment: paid,
      invoice: invoice.id,
      creditNote: creditNote.id,
      receipt: receipt.id,
      collection: collection.id,
      cheque: cheque!,
      remittance: remittance.id,
      draft: draft.id,
      quotation: quotation.id,
      supportMessage: supportMessage.id,
      task: task.id,
      user: caller.userId,
      template: template.id,
      document: document!.id,
      subUser: subUser.id,
      addUserChallenge: unusedCode.challenge,
      organizationPaper: organizationPaper!.id,
      paidSubscription: paidMonth.subscriptionId,
      subscriptionInvoice: subscriptionInvoice.id,
      paymentCard: paymentCard.id,
      subscription: (
        await owner
          .selectFrom("subscriptions")
          .select("id")
          .where("org_id", "=", caller.orgId)
          .orderBy("created_at")
          .executeTakeFirstOrThrow()
      ).id,
    },
    texts: [prospect, question, taskTitle, paper, userName],
  };
}

/** Rows no organization has: a probe must be answered for another organization's rows exactly as for these. */
export const madeUpRows = (): OrgRows => {
  const keys: (keyof OrgRows)[] = [
    "unit",
    "property",
    "tenant",
    "lessor",
    "contract",
    "payment",
    "paidPayment",
    "invoice",
    "creditNote",
    "receipt",
    "collection",
    "cheque",
    "remittance",
    "draft",
    "quotation",
    "supportMessage",
    "task",
    "user",
    "template",
    "document",
    "subUser",
    "addUserChallenge",
    "organizationPaper",
    "paidSubscription",
    "subscriptionInvoice",
    "paymentCard",
    "subscription",
  ];
  return Object.fromEntries(keys.map((key) => [key, crypto.randomUUID()])) as unknown as OrgRows;
};

export type Answer = { refused: string; fieldErrors?: Record<string, string> } | { returns: unknown };

/** What a call answered: its value, or the code and field errors the caller is shown (English). */
export const answerOf = (call: Promise<unknown>): Promise<Answer> =>
  call.then(
    (value) => ({ returns: value }),
    (error: unknown) => {
      const { code, fieldErrors } = describeError(error, "en", "isolation").body;
      return fieldErrors ? { refused: code, fieldErrors } : { refused: code };
    },
  );

/** The registry's expectation in the caller's words: field-error catalogue keys translated as describeError does. */
export function expectedAnswer(expected: Expected): Answer {
  if ("returns" in expected) return expected;
  const fieldErrors =
    expected.fieldErrors && Object.fromEntries(Object.entries(expected.fieldErrors).map(([k, key]) => [k, translate("en", key)]));
  return fieldErrors ? { refused: expected.refused, fieldErrors } : { refused: expected.refused };
}

/** Calls the procedure at `path` (e.g. "contractDrafts.save") as `caller`. */
export function call(services: Services, caller: Caller, path: string, input: unknown): Promise<unknown> {
  const procedure = path.split(".").reduce<any>((node, key) => node[key], callerFor(services, caller));
  return procedure(input);
}

interface ZodNode {
  _zod?: {
    def: {
      type: string;
      format?: string;
      shape?: Record<string, unknown>;
      innerType?: unknown;
      in?: unknown;
      out?: unknown;
      element?: unknown;
      left?: unknown;
      right?: unknown;
      options?: unknown[];
    };
  };
}

/** The fields of a procedure's input that hold an id (a uuid), as paths: "id", "terms.tenant_id", "payment_ids[]". */
export function idFieldsOf(procedure: AnyProcedure): string[] {
  const paths = new Set<string>();
  const walk = (schema: unknown, path: string) => {
    const def = (schema as ZodNode)?._zod?.def;
    if (!def) return;
    if (def.type === "object") for (const [key, field] of Object.entries(def.shape ?? {})) walk(field, path ? `${path}.${key}` : key);
    if (["optional", "nullable", "default", "prefault", "readonly", "nonoptional"].includes(def.type)) walk(def.innerType, path);
    if (def.type === "pipe") [def.in, def.out].forEach((side) => walk(side, path));
    if (def.type === "intersection") [def.left, def.right].forEach((side) => walk(side, path));
    if (def.type === "union") def.options?.forEach((option) => walk(option, path));
    if (def.type === "array") walk(def.element, `${path}[]`);
    if (def.type === "string" && (def.format === "guid" || def.format === "uuid")) paths.add(path);
  };
  for (const input of procedure._def.inputs as unknown[]) walk(input, "");
  return [...paths];
}

/** Where `input` carries one of `rows` (whole, or inside a text such as a stream name): its path and the row's name. */
export function pathsCarrying(input: unknown, rows: OrgRows, path = ""): { path: string; row: keyof OrgRows }[] {
  if (typeof input === "string") {
    return (Object.entries(rows) as [keyof OrgRows, string][]).filter(([, id]) => input.includes(id)).map(([row]) => ({ path, row }));
  }
  if (Array.isArray(input)) return input.flatMap((item) => pathsCarrying(item, rows, `${path}[]`));
  if (input && typeof input === "object") {
    return Object.entries(input).flatMap(([key, value]) => pathsCarrying(value, rows, path ? `${path}.${key}` : key));
  }
  return [];
}

/** The tables holding organization rows (an org_id column), read from the catalogue so a new table is covered too. */
const tablesOf = new WeakMap<Db, Promise<{ table: string; hasId: boolean }[]>>();

/** The tables with an org_id, read once per database: no test changes the schema. */
function organizationTables(db: Db): Promise<{ table: string; hasId: boolean }[]> {
  let tables = tablesOf.get(db);
  if (!tables) {
    tables = sql<{ table_name: string; has_id: boolean }>`
      select c.table_name, bool_or(i.column_name is not null) as has_id
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      left join information_schema.columns i on i.table_schema = c.table_schema and i.table_name = c.table_name and i.column_name = 'id'
      where c.table_schema = 'public' and c.column_name = 'org_id'
      group by c.table_name order by 1`
      .execute(db)
      .then(({ rows }) => rows.map((row) => ({ table: row.table_name, hasId: row.has_id })));
    tablesOf.set(db, tables);
  }
  return tables;
}

/**
 * A digest per table of every row the organization owns (and its own row): equal digests, nothing of it changed. One
 * statement for all the tables: the role and isolation specs take a thousand digests each.
 */
export async function organizationDigest(owner: Db, orgId: string): Promise<Record<string, string>> {
  const digest = (table: string, column: string) => sql`
    select ${table}::text as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
    from ${sql.table(table)} t where ${sql.ref(`t.${column}`)} = ${orgId}`;
  const tables = await organizationTables(owner);
  const parts = [digest("organizations", "id"), ...tables.map(({ table }) => digest(table, "org_id"))];
  const { rows } = await sql<{ name: string; digest: string }>`${sql.join(parts, sql` union all `)}`.execute(owner);
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

/** Every id of a row the organization owns, and its own: none may appear in another organization's answers. */
export async function organizationIds(owner: Db, orgId: string): Promise<Set<string>> {
  const tables = (await organizationTables(owner)).filter(({ hasId }) => hasId);
  const ids = await Promise.all(
    tables.map(({ table }) => sql<{ id: string }>`select id::text as id from ${sql.table(table)} where org_id = ${orgId}`.execute(owner)),
  );
  return new Set([orgId, ...ids.flatMap(({ rows }) => rows.map((row) => row.id))]);
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The ids of `foreign` and the `markers` (texts only that organization has) that an answer mentions anywhere. */
export function mentionsOf(answer: unknown, foreign: Set<string>, markers: string[]): string[] {
  const text = JSON.stringify(answer) ?? "";
  const ids = [...new Set(text.match(UUID) ?? [])].filter((id) => foreign.has(id.toLowerCase()));
  return [...ids, ...markers.filter((marker) => text.includes(marker))];
}
