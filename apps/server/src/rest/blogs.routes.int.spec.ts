import { SAMPLE_FILES, staffCaller, tokenFor } from "@amlak/api/testing";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";
import { formData } from "../testing/form-data.ts";

const api = new DemoApi("568400001");
const bearer: Record<"seoSpecialist" | "system" | "customerService", Record<string, string>> = {
  seoSpecialist: {},
  system: {},
  customerService: {},
};

beforeAll(async () => {
  for (const [index, type] of (["seoSpecialist", "system", "customerService"] as const).entries()) {
    bearer[type] = { authorization: `Bearer ${await tokenFor(await staffCaller(api.services, type, `056840010${index}`))}` };
  }
});

type Staff = keyof typeof bearer;
const as = (staff: Staff, method: "GET" | "POST" | "PUT", url: string, payload?: object, lang: "ar" | "en" = "en") =>
  api.send(method, url, payload, { ...bearer[staff], "accept-language": lang });

async function uploadCover(staff: Staff, name = "cover.png", bytes = SAMPLE_FILES.png) {
  const { payload, contentType } = formData([{ name, bytes }]);
  return api.send("POST", "/api/upload?type=BLOG&count=1", payload, { ...bearer[staff], "content-type": contentType });
}

const CONTENT = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "تحصيل الإيجار" }] },
    { type: "paragraph", content: [{ type: "text", text: "خطوات بسيطة." }] },
  ],
};

const post = (image_key_object: string, url: string) => ({
  title: "تحصيل الإيجار",
  url,
  page_title: "تحصيل الإيجار | أملاك",
  meta_description: "كيف تحصّل الإيجار في موعده",
  image_key_object,
  content: CONTENT,
  active: false,
});

describe("blogs over REST (SPEC §7 /admin/blogs, /upload?type=BLOG)", () => {
  it("uploads a cover with POST /upload?type=BLOG, served to anyone at its public url, cached for good", async () => {
    const uploaded = await uploadCover("seoSpecialist");
    expect(uploaded.statusCode).toBe(200);
    const [stored] = (uploaded.json() as { results: { url: string; key_object: string }[] }).results;
    expect(stored?.url).toBe(`/api/blog-images/${stored?.key_object}`);
    const served = await api.send("GET", stored!.url, undefined, { authorization: "" });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
    expect((await api.send("GET", `/api/blog-images/${crypto.randomUUID()}`)).statusCode).toBe(404);

    const pdf = await uploadCover("seoSpecialist", "cover.pdf", SAMPLE_FILES.pdf);
    expect(pdf.json()).toMatchObject({ code: "document.unsupportedType" });
    expect((await uploadCover("customerService")).statusCode).toBe(403);
    const { payload, contentType } = formData([{ name: "cover.png", bytes: SAMPLE_FILES.png }]);
    const member = await api.send("POST", "/api/upload?type=BLOG&count=1", payload, { "content-type": contentType });
    expect(member.statusCode).toBe(403);
  });

  it("creates with POST, lists with GET, changes status or the whole post with PUT; 409 on a taken url", async () => {
    const image = ((await uploadCover("seoSpecialist")).json() as { results: { key_object: string }[] }).results[0]!.key_object;
    const created = await as("seoSpecialist", "POST", "/api/admin/blogs", post(image, "rent-collection"));
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };
    expect(created.json()).toMatchObject({ url: "rent-collection", active: false, image_key_object: image, content: CONTENT });

    const activated = await as("system", "PUT", `/api/admin/blogs/${id}`, { active: true });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ id, active: true, title: "تحصيل الإيجار" });

    const edited = await as("seoSpecialist", "PUT", `/api/admin/blogs/${id}`, {
      ...post(image, "rent-collection"),
      title: "Rent collection",
    });
    expect(edited.json()).toMatchObject({ id, title: "Rent collection", active: false });

    const listed = await as("seoSpecialist", "GET", "/api/admin/blogs?sort=title&direction=asc");
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ total: 1, rows: [{ id, url: "rent-collection", title: "Rent collection" }] });
    expect(listed.json()).not.toHaveProperty("rows.0.content");

    const taken = await as("seoSpecialist", "POST", "/api/admin/blogs", post(image, "Rent-Collection"), "ar");
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "blog.urlTaken", fieldErrors: { url: "هذا الرابط مستخدم لمقال آخر، اختر رابطًا غيره" } });

    const bad = await as("seoSpecialist", "POST", "/api/admin/blogs", { ...post(image, "with space"), content: { type: "doc" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: "validation.failed",
      fieldErrors: { url: "Use letters and digits, with hyphens between words and no spaces", content: "This field is required" },
    });

    const xlsx = await as("system", "GET", "/api/exports/blogs?sort=title");
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(["Title", "Page Title", "Meta Description", "URL", "Active"]);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      "Rent collection",
      "تحصيل الإيجار | أملاك",
      "كيف تحصّل الإيجار في موعده",
      "/blog/rent-collection",
      "Inactive",
    ]);
  });

  it("refuses customerService and members on every admin route", async () => {
    for (const [method, url] of [
      ["GET", "/api/admin/blogs"],
      ["POST", "/api/admin/blogs"],
      ["PUT", `/api/admin/blogs/${crypto.randomUUID()}`],
      ["GET", "/api/exports/blogs"],
    ] as const) {
      const staff = await as("customerService", method, url, method === "GET" ? undefined : { active: true });
      expect(staff.statusCode, `${method} ${url}`).toBe(403);
      expect(staff.json()).toMatchObject({ code: "auth.roleForbidden" });
      const member = await api.send(method, url, method === "GET" ? undefined : { active: true });
      expect(member.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
