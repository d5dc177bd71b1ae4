import { createCaller, seedDemoAccount, type Caller } from "@amlak/api";
import { contextFor, demoCaller, demoOrganization, SAMPLE_FILES, testServices, testStorageDir, tokenFor } from "@amlak/api/testing";
import { riyadhToday } from "@amlak/domain";
import type { FastifyInstance } from "fastify";
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { formData, type Upload } from "../testing/form-data.ts";

let clock: Date | null = null;
const services = testServices({ now: () => clock ?? new Date() });
const { owner } = services.database;
let app: FastifyInstance;
let client: Caller & { orgId: string };
let token: string;

function upload(
  query: string,
  files: Upload[],
  { as = token, lang = "en", field, key }: { as?: string; lang?: string; field?: string; key?: string } = {},
) {
  const { payload, contentType } = formData(files, field);
  return app.inject({
    method: "POST",
    url: `/api/upload?${query}`,
    headers: {
      authorization: `Bearer ${as}`,
      "accept-language": lang,
      "content-type": contentType,
      ...(key ? { "idempotency-key": key } : {}),
    },
    payload,
  });
}

interface Stored {
  id: string;
  name: string;
  kind: string;
  size: number;
  url: string;
  created_at: string;
  key_object: string;
}

const resultsOf = (response: { json(): unknown }) => (response.json() as { results: Stored[] }).results;
const open = (url: string, lang = "en") => app.inject({ method: "GET", url, headers: { "accept-language": lang } });
const storedFiles = () => readdirSync(testStorageDir()).sort();
const documentRows = async (orgId = client.orgId) =>
  (await owner.selectFrom("documents").select("id").where("org_id", "=", orgId).execute()).map((row) => row.id).sort();
const onPackage = (code: string) =>
  owner.updateTable("subscriptions").set({ package_code: code }).where("org_id", "=", client.orgId).execute();
const newUnit = async (name: string) =>
  (await createCaller(contextFor(services, client)).realEstates.create({ kind: "unit", name } as never)).id;

/** The refusal's status and message, and proof that nothing was stored: no new row and no new file. */
async function expectNothingStored(send: () => Promise<{ statusCode: number; json(): unknown }>) {
  const before = { rows: await documentRows(), files: storedFiles() };
  const response = await send();
  expect({ rows: await documentRows(), files: storedFiles() }).toEqual(before);
  return { status: response.statusCode, ...(response.json() as { code: string; message: string; fieldErrors?: Record<string, string> }) };
}

beforeAll(async () => {
  await seedDemoAccount(owner, { phone: "579000001", password: "Secret@123", email: "579000001@example.sa" }, riyadhToday(new Date()));
  client = await demoCaller(services, "579000001");
  token = await tokenFor(client);
  app = await buildApp({ services });
});
afterAll(() => app.close());

describe("POST /api/upload and GET /api/files/:id", () => {
  it("stores a PDF and a PNG on a unit and serves the same bytes back through their signed links", async () => {
    const unit = await newUnit("شقة المستندات");
    const response = await upload(`type=realestate&id=${unit}&count=2`, [
      { name: "عقد الإيجار.pdf", bytes: SAMPLE_FILES.pdf, type: "application/pdf" },
      { name: "photo.PNG", bytes: SAMPLE_FILES.png, type: "image/png" },
    ]);
    expect(response.statusCode).toBe(200);
    const [pdf, png] = resultsOf(response);
    expect(pdf).toMatchObject({ name: "عقد الإيجار.pdf", kind: "pdf", size: SAMPLE_FILES.pdf.length, key_object: pdf!.id });
    expect(png).toMatchObject({ name: "photo.PNG", kind: "image", size: SAMPLE_FILES.png.length });
    expect(pdf!.url).toMatch(new RegExp(`^/api/files/${pdf!.id}\\?org=${client.orgId}&expires=\\d+&signature=`));

    const pdfFile = await open(pdf!.url);
    expect(pdfFile.statusCode).toBe(200);
    expect(pdfFile.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    expect(pdfFile.headers).toMatchObject({
      "content-type": "application/pdf",
      "cache-control": "private",
      "x-content-type-options": "nosniff",
      "content-disposition": `inline; filename="___ _______.pdf"; filename*=UTF-8''${encodeURIComponent("عقد الإيجار.pdf")}`,
    });
    const pngFile = await open(png!.url);
    expect(pngFile.headers["content-type"]).toBe("image/png");
    expect(pngFile.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);

    // The stored row names the unit and a random key, never the user's file name.
    const row = await owner.selectFrom("documents").selectAll().where("id", "=", pdf!.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      attached_to: "real_estate",
      real_estate_id: unit,
      owner_id: client.userId,
      content_type: "application/pdf",
    });
    expect(storedFiles()).toContain(row.storage_key);
    expect(JSON.stringify(response.json())).not.toContain(row.storage_key);
  });

  it("stores an upload repeated with its Idempotency-Key once, answering the first answer, and refuses the key for other files", async () => {
    const unit = await newUnit("شقة الرفع المكرر");
    const pdf = { name: "lease.pdf", bytes: SAMPLE_FILES.pdf, type: "application/pdf" };
    const before = await documentRows();
    const first = await upload(`type=realestate&id=${unit}&count=1`, [pdf], { key: "upload-once-1" });
    const again = await upload(`type=realestate&id=${unit}&count=1`, [pdf], { key: "upload-once-1" });
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await documentRows()).toEqual([...before, resultsOf(first)[0]!.id].sort());

    const other = await upload(`type=realestate&id=${unit}&count=1`, [{ ...pdf, bytes: SAMPLE_FILES.png, name: "lease.png" }], {
      key: "upload-once-1",
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: "idempotency.keyReused" });
  });

  it("removes a property's stored files with the property, and keeps them when its delete is refused", async () => {
    const unit = await newUnit("شقة تحذف");
    const [pdf] = resultsOf(
      await upload(`type=REALESTATE&id=${unit}&count=1`, [{ name: "a.pdf", bytes: SAMPLE_FILES.pdf, type: "application/pdf" }]),
    );
    const { storage_key } = await owner.selectFrom("documents").select("storage_key").where("id", "=", pdf!.id).executeTakeFirstOrThrow();
    const api = createCaller(contextFor(services, client));
    await api.realEstates.delete({ id: unit });
    expect(storedFiles()).not.toContain(storage_key);

    // A unit a lease names is not deleted: its file stays.
    const [leased] = await owner.selectFrom("contracts").select("real_estate_id").where("org_id", "=", client.orgId).execute();
    const [kept] = resultsOf(
      await upload(`type=REALESTATE&id=${leased!.real_estate_id}&count=1`, [
        { name: "b.pdf", bytes: SAMPLE_FILES.pdf, type: "application/pdf" },
      ]),
    );
    const keptKey = (await owner.selectFrom("documents").select("storage_key").where("id", "=", kept!.id).executeTakeFirstOrThrow())
      .storage_key;
    await expect(api.realEstates.delete({ id: leased!.real_estate_id })).rejects.toMatchObject({ cause: { code: "realEstate.inUse" } });
    expect(storedFiles()).toContain(keptKey);
  });

  it("saves a text file as an attachment and takes the legacy type names in any case", async () => {
    const response = await upload("type=Archive&count=1&is_personal=true", [{ name: "notes.txt", bytes: SAMPLE_FILES.txt }]);
    expect(response.statusCode).toBe(200);
    const [notes] = resultsOf(response);
    expect(notes).toMatchObject({ kind: "word" });
    const file = await open(notes!.url);
    expect(file.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(file.headers["content-disposition"]).toMatch(/^attachment; /);
    const row = await owner.selectFrom("documents").selectAll().where("id", "=", notes!.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attached_to: "archive", is_personal: true });
  });

  it("names a file by its last path segment without control characters, so a path in the name reaches nothing", async () => {
    const response = await upload("type=ARCHIVE&count=3", [
      { name: "../../etc/passwd.pdf", bytes: SAMPLE_FILES.pdf },
      { name: "..\\\\x.pdf", bytes: SAMPLE_FILES.pdf },
      { name: "report\u202Etxt.pdf", bytes: SAMPLE_FILES.pdf },
    ]);
    expect(response.statusCode).toBe(200);
    expect(resultsOf(response).map((file) => file.name)).toEqual(["passwd.pdf", "x.pdf", "reporttxt.pdf"]);
    const keys = await owner
      .selectFrom("documents")
      .select("storage_key")
      .where(
        "id",
        "in",
        resultsOf(response).map((file) => file.id),
      )
      .execute();
    for (const { storage_key } of keys) expect(storage_key).toMatch(/^[0-9a-f-]{36}$/);
    await owner
      .deleteFrom("documents")
      .where(
        "id",
        "in",
        resultsOf(response).map((file) => file.id),
      )
      .execute();
  });

  it("refuses impostors, unknown types and oversize files in Arabic and English, storing nothing of the whole upload", async () => {
    const refusals = [
      // A PNG named .pdf, beside a genuine PDF: neither is stored.
      {
        files: [
          { name: "ok.pdf", bytes: SAMPLE_FILES.pdf },
          { name: "scan.pdf", bytes: SAMPLE_FILES.png },
        ],
        status: 400,
        en: "The content of scan.pdf is not a PDF file",
        ar: "محتوى الملف scan.pdf ليس ملف PDF",
      },
      { files: [{ name: "report.pdf", bytes: SAMPLE_FILES.exe }], status: 400, en: "The content of report.pdf is not a PDF file" },
      { files: [{ name: "photo.jpg", bytes: SAMPLE_FILES.elf }], status: 400, en: "The content of photo.jpg is not a JPG file" },
      { files: [{ name: "notes.txt", bytes: SAMPLE_FILES.exe }], status: 400, en: "The content of notes.txt is not a TXT file" },
      {
        files: [{ name: "setup.exe", bytes: SAMPLE_FILES.exe }],
        status: 400,
        en: expect.stringMatching(/^The file setup.exe is not accepted/),
      },
      {
        files: [{ name: "page.html", bytes: Buffer.from("<script>") }],
        status: 400,
        en: expect.stringMatching(/^The file page.html is not accepted/),
      },
      { files: [{ name: "empty.pdf", bytes: Buffer.alloc(0) }], status: 400, en: "The content of empty.pdf is not a PDF file" },
      {
        files: [{ name: "big.pdf", bytes: Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(5 * 1024 * 1024)]) }],
        status: 413,
        en: "The file big.pdf is larger than 5 MB",
        ar: "حجم الملف big.pdf أكبر من 5 ميجابايت",
      },
    ];
    for (const { files, status, en, ar } of refusals) {
      expect(await expectNothingStored(() => upload("type=ARCHIVE&count=" + files.length, files))).toMatchObject({ status, message: en });
      if (ar)
        expect(await expectNothingStored(() => upload("type=ARCHIVE&count=" + files.length, files, { lang: "ar" }))).toMatchObject({
          message: ar,
        });
    }
  });

  it("refuses a wrong count, a missing record id, files in another field and an unknown type as field errors", async () => {
    const pdf = [{ name: "a.pdf", bytes: SAMPLE_FILES.pdf }];
    expect(await expectNothingStored(() => upload("type=ARCHIVE&count=2", pdf))).toMatchObject({
      status: 400,
      fieldErrors: { count: expect.any(String) },
    });
    expect(await expectNothingStored(() => upload("type=TASK&count=1", pdf))).toMatchObject({
      fieldErrors: { id: "This field is required" },
    });
    expect(await expectNothingStored(() => upload("type=PROFILE&count=1", pdf))).toMatchObject({
      fieldErrors: { type: "This field is invalid" },
    });
    expect(await expectNothingStored(() => upload("type=ARCHIVE&count=1", pdf, { field: "file" }))).toMatchObject({
      status: 400,
      fieldErrors: { files: "This field is required" },
    });
  });

  it("refuses without a session, a read-only sub-user and another organization's real estate", async () => {
    const pdf = [{ name: "a.pdf", bytes: SAMPLE_FILES.pdf }];
    expect(await expectNothingStored(() => upload("type=ARCHIVE&count=1", pdf, { as: "nonsense" }))).toMatchObject({ status: 401 });
    const readonly = await tokenFor({ ...client, type: "readonly_subClient" });
    expect(await expectNothingStored(() => upload("type=ARCHIVE&count=1", pdf, { as: readonly, lang: "ar" }))).toMatchObject({
      status: 403,
      code: "auth.roleForbidden",
    });
    const other = await demoOrganization(services, "579000002");
    const theirUnit = await owner.selectFrom("real_estates").select("id").where("org_id", "=", other.orgId).executeTakeFirstOrThrow();
    expect(await expectNothingStored(() => upload(`type=REALESTATE&id=${theirUnit.id}&count=1`, pdf))).toMatchObject({
      status: 404,
      message: "Not Found",
    });
    // A sub-user may not file the organization's own papers, which are its owner's.
    const subClient = await tokenFor({ ...client, type: "subClient" });
    expect(await expectNothingStored(() => upload("type=ORGANIZATION&count=1", pdf, { as: subClient }))).toMatchObject({ status: 403 });
  });

  it("refuses uploads past the package's limits (SPEC §6), and lets exactly one of five parallel uploads fill the last place", async () => {
    await onPackage("free");
    try {
      const unit = await newUnit("وحدة الحد");
      const pdf = [{ name: "lease.pdf", bytes: SAMPLE_FILES.pdf }];
      const sent = await Promise.all(Array.from({ length: 5 }, () => upload(`type=REALESTATE&id=${unit}&count=1`, pdf)));
      expect(sent.map((response) => response.statusCode).sort()).toEqual([200, 403, 403, 403, 403]);
      const stored = await owner.selectFrom("documents").select("storage_key").where("real_estate_id", "=", unit).execute();
      expect(stored).toHaveLength(1);
      expect(storedFiles().filter((file) => file.endsWith(".part"))).toEqual([]);
      const refused = sent.find((response) => response.statusCode === 403)!.json();
      expect(refused).toMatchObject({ code: "subscription.limitReached", message: "You reached subscription limit" });
      expect(await expectNothingStored(() => upload(`type=REALESTATE&id=${unit}&count=1`, pdf, { lang: "ar" }))).toMatchObject({
        message: "لقد وصلت إلى الحد الأقصى المسموح في اشتراكك",
      });

      // Two files where one place is left: neither is stored.
      const another = await newUnit("وحدة ثانية");
      expect(
        await expectNothingStored(() =>
          upload(`type=REALESTATE&id=${another}&count=2`, [
            { name: "a.pdf", bytes: SAMPLE_FILES.pdf },
            { name: "b.pdf", bytes: SAMPLE_FILES.pdf },
          ]),
        ),
      ).toMatchObject({ status: 403, code: "subscription.limitReached" });
    } finally {
      await onPackage("platinum");
    }
  });

  it("refuses a forged, altered or expired link, and a link to another organization's file, with a translated message", async () => {
    const [file] = resultsOf(await upload("type=ARCHIVE&count=1", [{ name: "a.pdf", bytes: SAMPLE_FILES.pdf }]));
    const url = new URL(file!.url, "http://x");
    const withParam = (name: string, value: string) => {
      const copy = new URL(url);
      copy.searchParams.set(name, value);
      return copy.pathname + copy.search;
    };
    const signature = url.searchParams.get("signature")!;
    const forged = withParam("signature", (signature[0] === "A" ? "B" : "A") + signature.slice(1));
    const longer = withParam("expires", String(Number(url.searchParams.get("expires")) + 3600));
    const other = await demoOrganization(services, "579000003");
    const otherOrg = withParam("org", other.orgId);
    const otherFile = url.pathname.replace(file!.id, crypto.randomUUID()) + url.search;
    for (const link of [forged, longer, otherOrg, otherFile, `/api/files/${file!.id}`]) {
      const refused = await open(link);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: "document.linkInvalid" });
    }
    expect((await open(forged, "ar")).json()).toMatchObject({ message: expect.stringMatching(/^انتهت صلاحية هذا الرابط/) });

    clock = new Date(Date.now() + 16 * 60 * 1000);
    try {
      expect((await open(file!.url)).json()).toMatchObject({ code: "document.linkInvalid" });
    } finally {
      clock = null;
    }
    expect((await open(file!.url)).statusCode).toBe(200);
  });

  it("serves the organization's files after its subscription ended: records are never held hostage", async () => {
    const [file] = resultsOf(await upload("type=ARCHIVE&count=1", [{ name: "a.pdf", bytes: SAMPLE_FILES.pdf }]));
    const { status } = await owner
      .selectFrom("subscriptions")
      .select("status")
      .where("org_id", "=", client.orgId)
      .executeTakeFirstOrThrow();
    await owner.updateTable("subscriptions").set({ status: "expired" }).where("org_id", "=", client.orgId).execute();
    try {
      const served = await open(file!.url);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    } finally {
      await owner.updateTable("subscriptions").set({ status }).where("org_id", "=", client.orgId).execute();
    }
  });

  it("lists the archive over REST (GET /api/archives) with fresh links", async () => {
    const response = await app.inject({ method: "GET", url: "/api/archives?kind=pdf", headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    const { rows, total } = response.json() as { rows: Stored[]; total: number };
    expect(total).toBeGreaterThan(0);
    expect(rows.every((row) => row.kind === "pdf")).toBe(true);
    expect((await open(rows[0]!.url)).statusCode).toBe(200);
  });
});
