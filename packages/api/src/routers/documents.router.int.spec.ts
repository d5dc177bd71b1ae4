import { riyadhToday } from "@amlak/domain";
import { readdirSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../context.ts";
import { seedDemoAccount } from "../seed/demo.ts";
import { callerFor, demoCaller, demoOrganization, refusalOf, SAMPLE_FILES, testServices, testStorageDir } from "../testing/harness.ts";

const services = testServices();
const { owner } = services.database;
let client: Caller & { orgId: string };
/** A second user of the organization, whose personal files the client never sees. */
let colleague: Caller & { orgId: string };
let unit: string;

const pdf = (name = "lease.pdf") => ({ name, bytes: SAMPLE_FILES.pdf });
const png = (name = "photo.png") => ({ name, bytes: SAMPLE_FILES.png });
const upload = (as: Caller, request: object, files = [pdf()]) =>
  callerFor(services, as).documents.upload({ count: files.length, files, ...request } as never);
const onPackage = (code: string) =>
  owner.updateTable("subscriptions").set({ package_code: code }).where("org_id", "=", client.orgId).execute();

beforeAll(async () => {
  await seedDemoAccount(owner, { phone: "578000001", password: "Secret@123", email: "578000001@example.sa" }, riyadhToday(new Date()));
  client = await demoCaller(services, "578000001");
  const user = await owner
    .insertInto("users")
    .values({ org_id: client.orgId, name: "زميل", phone: "578000009", password_hash: "x", type: "subClient" })
    .returning("id")
    .executeTakeFirstOrThrow();
  colleague = { userId: user.id, orgId: client.orgId, type: "subClient", sessionVersion: 0 };
  unit = (
    await owner
      .selectFrom("real_estates")
      .select("id")
      .where("org_id", "=", client.orgId)
      .where("kind", "=", "unit")
      .executeTakeFirstOrThrow()
  ).id;
});

describe("the archive", () => {
  it("lists shared files and the caller's personal ones (never a colleague's), with kind counts, search and a signed link each", async () => {
    const [shared] = (await upload(client, { type: "ARCHIVE" }, [pdf("سند الملكية.pdf")])).results;
    const [mine] = (await upload(client, { type: "ARCHIVE", is_personal: true }, [png("هويتي.png")])).results;
    const [theirs] = (await upload(colleague, { type: "ARCHIVE", is_personal: true }, [pdf("private.pdf")])).results;
    const [onUnit] = (await upload(client, { type: "REALESTATE", id: unit }, [png("الواجهة.png")])).results;

    const api = callerFor(services, client);
    const all = await api.documents.list({});
    const ids = all.rows.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([shared!.id, mine!.id, onUnit!.id]));
    expect(ids).not.toContain(theirs!.id);
    expect(all.counts).toMatchObject({ pdf: 1, image: 2 });
    expect(all.rows.find((row) => row.id === onUnit!.id)).toMatchObject({ attached_to: "real_estate", real_estate_id: unit, mine: true });
    expect(all.rows.find((row) => row.id === shared!.id)!.url).toMatch(new RegExp(`^/api/files/${shared!.id}\\?org=`));

    expect((await api.documents.list({ scope: "shared" })).rows.map((row) => row.id)).toEqual([shared!.id]);
    expect((await api.documents.list({ scope: "personal" })).rows.map((row) => row.id)).toEqual([mine!.id]);
    expect((await api.documents.list({ kind: "image" })).rows.map((row) => row.id).sort()).toEqual([mine!.id, onUnit!.id].sort());
    expect((await api.documents.list({ searchText: "الملكية" })).rows.map((row) => row.id)).toEqual([shared!.id]);
    expect((await api.documents.list({ searchText: "%" })).rows).toEqual([]);
    const ofUnit = await api.documents.list({ real_estate_id: unit });
    expect(ofUnit.rows.map((row) => row.id)).toEqual([onUnit!.id]);
    expect(ofUnit.rows[0]).toMatchObject({ record_title: expect.any(String), owner_name: "حساب تجريبي" });

    // The colleague sees the shared files and their own, not the client's personal one.
    const seen = (await callerFor(services, colleague).documents.list({})).rows.map((row) => row.id);
    expect(seen).toEqual(expect.arrayContaining([shared!.id, theirs!.id]));
    expect(seen).not.toContain(mine!.id);
    expect(await refusalOf(callerFor(services, colleague).documents.delete({ id: mine!.id }))).toMatchObject({
      body: { code: "notFound" },
    });
  });

  it("counts the shelves and a record's files against the package (SPEC §9), 0 where the package allows none", async () => {
    await onPackage("free");
    try {
      const api = callerFor(services, client);
      const usage = await api.documents.usage({ real_estate_id: unit });
      expect(usage).toEqual({
        shared: { used: expect.any(Number), limit: 3 },
        personal: { used: expect.any(Number), limit: 3 },
        record: { used: 1, limit: 1 },
      });
      expect(await refusalOf(upload(client, { type: "REALESTATE", id: unit }))).toMatchObject({
        status: 403,
        body: { message: "You reached subscription limit" },
      });
      // A subscription that ended leaves the organization on Free: its limits, its message when they are reached.
      await owner.updateTable("subscriptions").set({ status: "expired" }).where("org_id", "=", client.orgId).execute();
      const free = await api.documents.usage({});
      expect(free.shared.limit).toBe(3);
      while ((await api.documents.usage({})).shared.used < 3) await upload(client, { type: "ARCHIVE" });
      expect(await refusalOf(upload(client, { type: "ARCHIVE" }), "ar")).toMatchObject({
        body: { message: "لقد وصلت إلى الحد الأقصى المسموح في اشتراكك" },
      });
    } finally {
      await owner
        .updateTable("subscriptions")
        .set({ status: "activated", package_code: "platinum" })
        .where("org_id", "=", client.orgId)
        .execute();
    }
  });

  it("deletes a file's row and its stored bytes", async () => {
    const [file] = (await upload(client, { type: "CONTRACT", id: (await anyContract()).id })).results;
    const { storage_key } = await owner.selectFrom("documents").select("storage_key").where("id", "=", file!.id).executeTakeFirstOrThrow();
    expect(readdirSync(testStorageDir())).toContain(storage_key);
    expect(await callerFor(services, client).documents.delete({ id: file!.id })).toEqual({ ok: true });
    expect(readdirSync(testStorageDir())).not.toContain(storage_key);
    expect(await owner.selectFrom("documents").select("id").where("id", "=", file!.id).executeTakeFirst()).toBeUndefined();
  });
});

const anyContract = () => owner.selectFrom("contracts").select("id").where("org_id", "=", client.orgId).executeTakeFirstOrThrow();

describe("roles", () => {
  it("lets every member who sees the archive read it; only those who work the portfolio upload and delete", async () => {
    for (const type of ["subClient", "restricted_subClient", "readonly_subClient", "operational_subClient"] as const) {
      expect((await callerFor(services, { ...client, type }).documents.list({})).total).toBeGreaterThan(0);
    }
    const [byOperational] = (await upload({ ...client, type: "operational_subClient" }, { type: "TASK", id: await anyTask() })).results;
    const readonly = { ...client, type: "readonly_subClient" as const };
    expect(await refusalOf(upload(readonly, { type: "ARCHIVE" }))).toMatchObject({ status: 403, body: { code: "auth.roleForbidden" } });
    expect(await refusalOf(callerFor(services, readonly).documents.delete({ id: byOperational!.id }))).toMatchObject({ status: 403 });
    const viewer = callerFor(services, { ...client, type: "viewer" });
    expect(await refusalOf(viewer.documents.list({}))).toMatchObject({ status: 403 });
    expect(await refusalOf(viewer.documents.usage({}))).toMatchObject({ status: 403 });
  });

  it("keeps the organization's own papers (VAT, commercial registration) to its owner", async () => {
    const [paper] = (await upload(client, { type: "ORGANIZATION" }, [pdf("شهادة الضريبة.pdf")])).results;
    expect(paper).toMatchObject({ key_object: paper!.id, kind: "pdf" });
    expect(await refusalOf(upload(colleague, { type: "ORGANIZATION" }))).toMatchObject({ status: 403 });
    expect(await refusalOf(callerFor(services, colleague).documents.delete({ id: paper!.id }))).toMatchObject({ status: 403 });
  });
});

const anyTask = async () => {
  const api = callerFor(services, client);
  const today = riyadhToday(new Date());
  return (await api.tasks.create({ type: "other", title: "مهمة", all_day: true, start_date: today, end_date: today } as never)).id;
};

describe("another organization", () => {
  it("never sees, counts or deletes this organization's files, nor attaches to its records", async () => {
    const other = await demoOrganization(services, "578000002");
    const [ours] = (await upload(client, { type: "ARCHIVE" }, [pdf("ours.pdf")])).results;
    const theirs = callerFor(services, other);
    expect((await theirs.documents.list({})).rows).toEqual([]);
    expect(await theirs.documents.usage({})).toEqual({
      shared: { used: 0, limit: 1000 },
      personal: { used: 0, limit: 1000 },
      record: null,
    });
    expect(await refusalOf(theirs.documents.delete({ id: ours!.id }))).toMatchObject({ body: { code: "notFound" } });
    expect(await refusalOf(theirs.documents.list({ real_estate_id: unit }))).toMatchObject({ body: { code: "notFound" } });
    expect(await refusalOf(upload(other, { type: "REALESTATE", id: unit }))).toMatchObject({ body: { code: "notFound" } });
    expect(await owner.selectFrom("documents").select("id").where("id", "=", ours!.id).executeTakeFirst()).toBeDefined();
  });
});
