import { createCaller, saveStaffUser, type Services } from "@amlak/api";
import type { Browser } from "playwright-core";

/**
 * An active post with a cover, written as the staff write one (a seoSpecialist through the blogs procedures), so
 * Lighthouse has a real /blog/{url} to open. The cover is a picture of the landing page, as a post would show the product.
 */
export async function benchBlogPost(services: Services, browser: Browser, base: string): Promise<string> {
  const { owner } = services.database;
  const phone = "557900999";
  const userId = await saveStaffUser(owner, { type: "seoSpecialist", name: "محرر المدونة", phone, password: "Staff@12345" });
  const { session_version } = await owner.selectFrom("users").select("session_version").where("id", "=", userId).executeTakeFirstOrThrow();
  const caller = { userId, orgId: null, type: "seoSpecialist" as const, sessionVersion: session_version };
  const blogs = createCaller({ ...services, lang: "ar", requestId: "bench", ip: "127.0.0.1", caller, idempotencyKey: null }).blogs;

  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  const bytes = await page.goto(`${base}/landing`).then(() => page.screenshot({ type: "jpeg", quality: 80 }));
  await page.close();
  const { results } = await blogs.uploadImage({ type: "blog", count: 1, files: [{ name: "landing.jpg", bytes: new Uint8Array(bytes) }] });
  const url = "rent-collection-guide";
  await blogs.create({
    title: "دليل تحصيل الإيجار",
    page_title: "دليل تحصيل الإيجار للمؤجرين | أملاك",
    url,
    meta_description: "كيف يتابع المؤجر الدفعات المستحقة ويرسل التذكيرات ويصدر الفواتير الضريبية في أملاك.",
    image_key_object: results[0]!.key_object,
    active: true,
    content: {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "تحصيل الإيجار في موعده" }] },
        {
          type: "paragraph",
          content: [
            {
              type: "text",
              text: "يعرض أملاك الدفعات المستحقة لكل عقد، ويرسل للمستأجر تذكيرًا قبل موعد الدفعة وبعده، ويصدر الفاتورة الضريبية عند السداد.",
            },
          ],
        },
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "التقارير" }] },
        { type: "paragraph", content: [{ type: "text", text: "تقرير التحصيل الشهري يبين ما حُصّل وما تأخر لكل عقار." }] },
      ],
    },
  });
  return `/blog/${url}`;
}
