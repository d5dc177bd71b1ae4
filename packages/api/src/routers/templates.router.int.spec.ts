import { riyadhToday } from "@amlak/domain";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../context.ts";
import { callerFor, demoOrganization, refusalOf, testServices } from "../testing/harness.ts";

const services = testServices();
const { owner } = services.database;
const CONTRACT_TERMS = 1 as const;
let client: Caller & { orgId: string };
let other: Caller & { orgId: string };

const terms = (title: string) => ({ title, content: `${title}: يلتزم المستأجر بسداد الإيجار في موعده`, template_type_id: CONTRACT_TERMS });
const storedCount = async (orgId: string) =>
  Number(
    (
      await owner
        .selectFrom("user_templates")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("org_id", "=", orgId)
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  client = await demoOrganization(services, "567000001");
  other = await demoOrganization(services, "567000002");
});

describe("contract terms templates", () => {
  it("adds, lists, edits and deletes a template; validation is translated", async () => {
    const api = callerFor(services, client);
    const created = await api.templates.create(terms("  الشروط العامة  "));
    expect(created).toMatchObject({ title: "الشروط العامة", template_type_id: CONTRACT_TERMS });
    expect(await api.templates.list({ templateType: "ContractTerms" })).toEqual([created]);

    const edited = await api.templates.update({ id: created.id, title: "الشروط المعدلة", content: "نص جديد" });
    expect(edited).toMatchObject({ id: created.id, title: "الشروط المعدلة", content: "نص جديد" });

    const refused = await refusalOf(
      callerFor(services, client, "ar").templates.create({ title: " ", content: "", template_type_id: 7 } as never),
      "ar",
    );
    expect(refused?.status).toBe(400);
    expect(refused?.body.fieldErrors).toEqual({
      title: "هذا الحقل مطلوب",
      content: "هذا الحقل مطلوب",
      template_type_id: "استخدم إحدى القيم: ContractTerms (1)",
    });

    expect(await api.templates.delete({ id: created.id })).toEqual({ ok: true });
    expect(await api.templates.list({ templateType: "ContractTerms" })).toEqual([]);
    expect((await refusalOf(api.templates.delete({ id: created.id })))?.status).toBe(404);
  });

  it("keeps at most three per organization, even when five are added at once", async () => {
    const api = callerFor(services, client);
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => api.templates.create(terms(`نموذج ${n}`))));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(3);
    expect(await storedCount(client.orgId)).toBe(3);
    const refused = await refusalOf(callerFor(services, client, "en").templates.create(terms("fourth")), "en");
    expect(refused).toMatchObject({
      status: 409,
      body: { code: "template.limitReached", message: "You can keep at most 3 contract terms templates" },
    });
    // Another organization's limit is its own.
    expect(await callerFor(services, other).templates.create(terms("of the other"))).toMatchObject({ title: "of the other" });
    for (const { id } of await api.templates.list({ templateType: "ContractTerms" })) await api.templates.delete({ id });
  });

  it("is written in settings by the client only; sub-users, who see contracts, read it; the viewer does not", async () => {
    const { id } = await callerFor(services, client).templates.create(terms("للقراءة"));
    for (const type of ["subClient", "restricted_subClient", "readonly_subClient", "operational_subClient"] as const) {
      const api = callerFor(services, { ...client, type });
      expect((await refusalOf(api.templates.create(terms(type))))?.status).toBe(403);
      expect((await refusalOf(api.templates.update({ id, title: type, content: type })))?.status).toBe(403);
      expect((await refusalOf(api.templates.delete({ id })))?.status).toBe(403);
      expect(await api.templates.list({ templateType: "ContractTerms" })).toHaveLength(1);
    }
    const viewer = callerFor(services, { ...client, type: "viewer" });
    expect((await refusalOf(viewer.templates.list({ templateType: "ContractTerms" })))?.status).toBe(403);
    await callerFor(services, client).templates.delete({ id });
  });

  it("does not reach another organization's template, nor let a contract or draft name it", async () => {
    const [foreign] = await callerFor(services, other).templates.list({ templateType: "ContractTerms" });
    const api = callerFor(services, client);
    expect((await refusalOf(api.templates.update({ id: foreign!.id, title: "x", content: "y" })))?.body.code).toBe("notFound");
    expect((await refusalOf(api.templates.delete({ id: foreign!.id })))?.body.code).toBe("notFound");

    const unit = await owner
      .selectFrom("real_estates")
      .select("id")
      .where("org_id", "=", client.orgId)
      .where("title", "=", "شقة 102")
      .executeTakeFirstOrThrow();
    const tenant = await owner
      .selectFrom("contacts")
      .select("id")
      .where("org_id", "=", client.orgId)
      .where("type", "=", "tenant")
      .executeTakeFirstOrThrow();
    const today = riyadhToday(new Date());
    const lease = {
      real_estate_id: unit.id,
      tenant_id: tenant.id,
      contract_start: today,
      contract_end: "2027-12-31",
      price: "1000",
      contract_interval: 12,
    };
    const refused = await refusalOf(api.contractDrafts.save({ terms: { ...lease, terms_template_id: foreign!.id } } as never));
    expect(refused?.body.fieldErrors).toEqual({ "terms.terms_template_id": "This field is invalid" });

    // The organization's own template is the contract's terms.
    const own = await api.templates.create(terms("شروط العقد"));
    const draft = await api.contractDrafts.save({ terms: { ...lease, terms_template_id: own.id } } as never);
    expect((await api.contractDrafts.get({ id: draft.id })).terms.terms_template_id).toBe(own.id);
  });

  it("freezes a template once a contract is signed on it, even when the signing and the change race", async () => {
    const api = callerFor(services, client, "en");
    const lessor = await owner
      .selectFrom("contacts")
      .select("id")
      .where("org_id", "=", client.orgId)
      .where("type", "=", "lessor")
      .executeTakeFirstOrThrow();
    const tenant = await owner
      .selectFrom("contacts")
      .select("id")
      .where("org_id", "=", client.orgId)
      .where("type", "=", "tenant")
      .executeTakeFirstOrThrow();
    for (const { id } of await api.templates.list({ templateType: "ContractTerms" })) await api.templates.delete({ id });
    for (let round = 0; round < 3; round++) {
      const unit = await owner
        .insertInto("real_estates")
        .values({ org_id: client.orgId, kind: "unit", title: `وحدة الشروط ${round}`, lessor_id: lessor.id })
        .returning("id")
        .executeTakeFirstOrThrow();
      const template = await api.templates.create(terms(`شروط ${round}`));
      const [signing, deleting] = await Promise.allSettled([
        api.contracts.create({
          real_estate_id: unit.id,
          tenant_id: tenant.id,
          contract_start: "2031-01-01",
          contract_end: "2031-12-31",
          price: "12000",
          contract_interval: 12,
          terms_template_id: template.id,
        } as never),
        api.templates.delete({ id: template.id }),
      ]);
      const kept = await owner.selectFrom("user_templates").select("id").where("id", "=", template.id).executeTakeFirst();
      if (deleting.status === "fulfilled") {
        // Deleted first: the signing then finds no such template and signs nothing.
        expect(signing.status).toBe("rejected");
        expect(kept).toBeUndefined();
      } else {
        expect(signing.status).toBe("fulfilled");
        expect(deleting.reason).toMatchObject({ cause: { code: "template.inUse" } });
        const [listed] = await api.templates.list({ templateType: "ContractTerms" });
        expect(listed).toMatchObject({ id: template.id, contracts: 1 });
        const refused = await refusalOf(api.templates.update({ id: template.id, title: "x", content: "y" }), "en");
        expect(refused).toMatchObject({
          status: 409,
          body: {
            message: "1 signed contract has these terms, so the template cannot be changed or deleted; add a new template instead",
          },
        });
        expect(await api.templates.get({ id: template.id })).toMatchObject({ title: `شروط ${round}` });
      }
    }
  });
});
