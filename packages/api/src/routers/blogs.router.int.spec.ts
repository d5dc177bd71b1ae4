import type { TBlogContent } from "@amlak/schemas";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../context.ts";
import { callerFor, demoOrganization, refusalOf, SAMPLE_FILES, staffCaller, testServices } from "../testing/harness.ts";

const services = testServices();
let seo: Caller;
let system: Caller;
let customerService: Caller;
let client: Caller;
let cover: string;

beforeAll(async () => {
  seo = await staffCaller(services, "seoSpecialist", "0557900101");
  system = await staffCaller(services, "system", "0557900102");
  customerService = await staffCaller(services, "customerService", "0557900103");
  client = await demoOrganization(services, "557900001");
  const { results } = await blogs(seo).uploadImage({ type: "blog", count: 1, files: [{ name: "cover.png", bytes: SAMPLE_FILES.png }] });
  cover = results[0]!.key_object;
});

const blogs = (caller: Caller | null, lang: "ar" | "en" = "en") => callerFor(services, caller, lang).blogs;

const CONTENT: TBlogContent = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "عقد الإيجار الموحد" }] },
    { type: "paragraph", content: [{ type: "text", text: "ما يجب أن يعرفه المؤجر." }] },
  ],
};

const post = (url: string, fields: object = {}) => ({
  title: "دليل عقد الإيجار",
  page_title: "دليل عقد الإيجار | أملاك",
  url,
  meta_description: "كل ما يحتاجه المؤجر عن عقد الإيجار الموحد",
  image_key_object: cover,
  content: CONTENT,
  ...fields,
});

describe("blogs (SPEC §2 /BlogsManagement, /blogs, /blog/:slug)", () => {
  it("lets seoSpecialist and system write posts, new ones inactive, and lists them newest first", async () => {
    const first = await blogs(seo).create(post("lease-guide"));
    expect(first).toMatchObject({ url: "lease-guide", active: false, image_key_object: cover, image_url: `/api/blog-images/${cover}` });
    expect(first.content).toEqual(CONTENT);
    const second = await blogs(system).create(post("VAT-Guide", { title: "VAT", active: true }));
    expect(second).toMatchObject({ url: "vat-guide", active: true });

    const page = await blogs(system).list({});
    expect(page.rows.slice(0, 2).map((row) => row.url)).toEqual(["vat-guide", "lease-guide"]);
    const byTitle = await blogs(seo).list({ sort: "title", direction: "asc", searchText: "guide" });
    expect(byTitle.rows.map((row) => row.title)).toEqual(["VAT", "دليل عقد الإيجار"]);
  });

  it("refuses customerService, members and anonymous callers", async () => {
    for (const caller of [customerService, client]) {
      expect(await refusalOf(blogs(caller).list({}))).toMatchObject({ status: 403, body: { code: "auth.roleForbidden" } });
      expect(await refusalOf(blogs(caller).create(post("refused")))).toMatchObject({ status: 403 });
    }
    expect(await refusalOf(blogs(null).list({}))).toMatchObject({ status: 401 });
  });

  it("refuses a url another post has in any case, on the url field, in Arabic and English", async () => {
    await blogs(seo).create(post("rent-collection"));
    const en = await refusalOf(blogs(seo, "en").create(post("Rent-Collection")), "en");
    expect(en).toMatchObject({
      status: 409,
      body: { code: "blog.urlTaken", fieldErrors: { url: "Another post already has this URL: choose another" } },
    });
    const other = await blogs(seo).create(post("rent-reminders"));
    const ar = await refusalOf(blogs(seo, "ar").update({ id: other.id, ...post("rent-collection") }), "ar");
    expect(ar).toMatchObject({ status: 409, body: { fieldErrors: { url: "هذا الرابط مستخدم لمقال آخر، اختر رابطًا غيره" } } });
  });

  it("answers every invalid field with its message: required fields, the url's shape, content without text, an unknown cover", async () => {
    const bad = {
      title: " ",
      page_title: "",
      url: "not a slug",
      meta_description: "",
      image_key_object: crypto.randomUUID(),
      content: { type: "doc", content: [{ type: "paragraph" }] },
    };
    const en = await refusalOf(blogs(seo).create(bad as never), "en");
    expect(en).toMatchObject({ status: 400 });
    expect(en?.body.fieldErrors).toEqual({
      title: "This field is required",
      page_title: "This field is required",
      url: "Use letters and digits, with hyphens between words and no spaces",
      meta_description: "This field is required",
      content: "This field is required",
    });
    const unknownCover = await refusalOf(blogs(seo).create(post("unknown-cover", { image_key_object: crypto.randomUUID() })), "en");
    expect(unknownCover?.body.fieldErrors).toEqual({ image_key_object: "This field is invalid" });
    const unknownNode = { type: "doc", content: [{ type: "script", content: [{ type: "text", text: "alert(1)" }] }] };
    const unrenderable = await refusalOf(blogs(seo).create(post("unknown-node", { content: unknownNode })), "en");
    expect(unrenderable?.body.fieldErrors).toEqual({ content: "This field is invalid" });
  });

  it("changes status with only `active`; the public blog shows active posts only, newest first, as HTML", async () => {
    const hidden = await blogs(seo).create(post("hidden-guide", { title: "Hidden" }));
    expect(await refusalOf(blogs(null).post({ url: "hidden-guide" }))).toMatchObject({ status: 404, body: { code: "notFound" } });
    expect((await blogs(null).published({})).rows.map((row) => row.url)).not.toContain("hidden-guide");

    expect(await blogs(seo).update({ id: hidden.id, active: true })).toMatchObject({ active: true, title: "Hidden" });
    const shown = await blogs(null).post({ url: "Hidden-Guide" });
    expect(shown).toMatchObject({ title: "Hidden", page_title: "دليل عقد الإيجار | أملاك", image_url: `/api/blog-images/${cover}` });
    expect(shown.html).toBe('<h2 dir="auto">عقد الإيجار الموحد</h2><p dir="auto">ما يجب أن يعرفه المؤجر.</p>');
    expect(shown).not.toHaveProperty("content");
    const published = await blogs(null).published({});
    expect(published.rows[0]).toMatchObject({ url: "hidden-guide" });
    expect(published.rows.every((row) => !("content" in row))).toBe(true);

    await blogs(system).update({ id: hidden.id, active: false });
    expect(await refusalOf(blogs(null).post({ url: "hidden-guide" }))).toMatchObject({ status: 404 });
    expect(await refusalOf(blogs(null).post({ url: "never-written" }))).toMatchObject({ status: 404 });
  });

  it("takes png and jpeg pictures only, for staff only", async () => {
    const pdf = refusalOf(blogs(seo).uploadImage({ type: "BLOG", count: 1, files: [{ name: "cover.pdf", bytes: SAMPLE_FILES.pdf }] }));
    expect(await pdf).toMatchObject({ body: { code: "document.unsupportedType" } });
    const fake = refusalOf(blogs(seo).uploadImage({ type: "BLOG", count: 1, files: [{ name: "cover.png", bytes: SAMPLE_FILES.exe }] }));
    expect(await fake).toMatchObject({ body: { code: "document.contentMismatch" } });
    const member = refusalOf(blogs(client).uploadImage({ type: "BLOG", count: 1, files: [{ name: "c.png", bytes: SAMPLE_FILES.png }] }));
    expect(await member).toMatchObject({ status: 403 });
  });
});
