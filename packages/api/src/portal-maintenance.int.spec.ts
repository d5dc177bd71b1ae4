import type { PortalCaller } from "./auth/portal-token.ts";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "./context.ts";
import {
  callerFor,
  demoOrganization,
  pngImage,
  portalApi as portalApiOf,
  refusalOf,
  SAMPLE_FILES,
  testServices,
} from "./testing/harness.ts";

const services = testServices();
const { owner } = services.database;

// Demo contacts (seed/demo-portfolio.ts): tenant 1 rents from both landlords, tenant 2 from each too.
const tenant1: PortalCaller = { phone: "507334455", role: "tenant" };
const tenant2: PortalCaller = { phone: "508445566", role: "tenant" };
const LANDLORD = "566500021";

let orgA: Caller & { orgId: string };
let orgB: Caller & { orgId: string };

const portalApi = (portal: PortalCaller | null) => portalApiOf(services, portal);

/** The tenant's first running contract in the organization. */
async function runningContract(portal: PortalCaller, orgId: string) {
  const contracts = await portalApi(portal).portal.contracts({ org_id: orgId });
  const running = contracts.find((contract) => contract.status === "Contract_Ongoing");
  if (!running) throw new Error(`no running contract for ${portal.phone}`);
  return running;
}

const countTasks = async () => Number((await owner.selectFrom("tasks").select(owner.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  orgA = await demoOrganization(services, LANDLORD);
  orgB = await demoOrganization(services, "566500022");
  // A real landlord's account owner, in English (the demo account's owner is a mock and gets no messages).
  await owner.updateTable("users").set({ type: "client", lang: "en" }).where("id", "=", orgA.userId).execute();
});

describe("a tenant's maintenance request", () => {
  it("becomes a pending maintenance task on the contract's unit, naming the tenant, and texts the landlord", async () => {
    const contract = await runningContract(tenant2, orgA.orgId);
    const description = "The kitchen tap leaks under the sink";
    const filed = await portalApi(tenant2).portal.maintenanceRequests.create({
      org_id: orgA.orgId,
      contract_id: contract.id,
      category: "plumbing",
      description,
    });
    expect(filed.task_id).toBe(filed.id);

    const task = await owner.selectFrom("tasks").selectAll().where("id", "=", filed.task_id).executeTakeFirstOrThrow();
    const stored = await owner
      .selectFrom("contracts")
      .select(["tenant_id", "real_estate_id"])
      .where("id", "=", contract.id)
      .executeTakeFirstOrThrow();
    expect(task).toMatchObject({
      org_id: orgA.orgId,
      type: "maintenance",
      title: "Plumbing",
      description,
      status: "pending",
      real_estate_id: stored.real_estate_id,
      contact_id: stored.tenant_id,
      requested_by_contact_id: stored.tenant_id,
      request_category: "plumbing",
      created_by: null,
    });

    const tenantName = (await owner.selectFrom("contacts").select("name").where("id", "=", stored.tenant_id).executeTakeFirstOrThrow())
      .name;
    const messages = await owner
      .selectFrom("messages")
      .select(["purpose", "lang", "body", "org_id"])
      .where("recipient", "=", LANDLORD)
      .execute();
    expect(messages).toEqual([
      {
        purpose: "maintenance.requested",
        lang: "en",
        org_id: orgA.orgId,
        body: `${tenantName} asked for maintenance at ${contract.real_estate_title}: Plumbing: ${description}`,
      },
    ]);

    // The landlord sees where it came from on the task.
    const shown = await callerFor(services, orgA).tasks.get({ id: filed.task_id });
    expect(shown).toMatchObject({ requestedByName: tenantName, realEstateId: stored.real_estate_id });
  });

  it("is listed to the tenant newest first with the task's status as it moves, a deleted task closed", async () => {
    const contract = await runningContract(tenant2, orgA.orgId);
    const api = portalApi(tenant2).portal.maintenanceRequests;
    const second = await api.create({ org_id: orgA.orgId, contract_id: contract.id, category: "electrical", description: "No power" });
    const third = await api.create({ org_id: orgA.orgId, contract_id: contract.id, category: "cleaning", description: "Stairs" });
    await callerFor(services, orgA).tasks.complete({ id: second.task_id });
    await callerFor(services, orgA).tasks.delete({ id: third.task_id });

    const listed = await api.list({ org_id: orgA.orgId });
    expect(listed.map(({ category, status }) => [category, status])).toEqual([
      ["cleaning", "closed"],
      ["electrical", "completed"],
      ["plumbing", "pending"],
    ]);
    // Tenant 1 rents in the same organization and sees none of them.
    expect(await portalApi(tenant1).portal.maintenanceRequests.list({ org_id: orgA.orgId })).toEqual([]);
  });

  it("refuses another tenant's contract as not found, and a member's token, writing nothing", async () => {
    const others = await runningContract(tenant1, orgA.orgId);
    const inB = await runningContract(tenant2, orgB.orgId);
    const before = await countTasks();
    const request = { category: "other" as const, description: "x" };
    expect(
      await refusalOf(portalApi(tenant2).portal.maintenanceRequests.create({ org_id: orgA.orgId, contract_id: others.id, ...request })),
    ).toMatchObject({
      status: 404,
    });
    // A contract of the tenant's other landlord, named under this one.
    expect(
      await refusalOf(portalApi(tenant2).portal.maintenanceRequests.create({ org_id: orgA.orgId, contract_id: inB.id, ...request })),
    ).toMatchObject({
      status: 404,
    });
    expect(
      await refusalOf(callerFor(services, orgA).portal.maintenanceRequests.create({ contract_id: others.id, ...request })),
    ).toMatchObject({
      status: 401,
    });
    expect(await refusalOf(callerFor(services, orgA).portal.maintenanceRequests.list({}))).toMatchObject({ status: 401 });
    expect(await countTasks()).toBe(before);
  });

  it("takes up to five photos, pictures only, within the package's storage, stored as the task's documents", async () => {
    const contract = await runningContract(tenant1, orgB.orgId);
    const api = portalApi(tenant1).portal.maintenanceRequests;
    const { id } = await api.create({ org_id: orgB.orgId, contract_id: contract.id, category: "appliances", description: "Fridge" });
    const photo = (name: string) => ({ name, bytes: new Uint8Array(pngImage(4, 4)) });

    const pdf = await refusalOf(api.addPhotos({ org_id: orgB.orgId, id, files: [{ name: "papers.pdf", bytes: SAMPLE_FILES.pdf }] }));
    expect(pdf).toMatchObject({ status: 400, body: { code: "maintenance.photoNotImage" } });
    const added = await api.addPhotos({ org_id: orgB.orgId, id, files: [1, 2, 3, 4].map((n) => photo(`fridge-${n}.png`)) });
    expect(added.results.map((file) => file.name)).toEqual(["fridge-1.png", "fridge-2.png", "fridge-3.png", "fridge-4.png"]);
    const tooMany = await refusalOf(api.addPhotos({ org_id: orgB.orgId, id, files: [photo("a.png"), photo("b.png")] }));
    expect(tooMany).toMatchObject({
      status: 409,
      body: { code: "maintenance.tooManyPhotos", message: "A request can have at most 5 photos" },
    });
    // Another tenant's request is not found.
    expect(
      await refusalOf(portalApi(tenant2).portal.maintenanceRequests.addPhotos({ org_id: orgB.orgId, id, files: [photo("c.png")] })),
    ).toMatchObject({
      status: 404,
    });

    // Photos count against the package's storage, as the landlord's own uploads do.
    const full = await owner
      .insertInto("documents")
      .values({
        org_id: orgB.orgId,
        attached_to: "archive",
        owner_id: orgB.userId,
        name: "scans.zip",
        kind: "pdf",
        content_type: "application/pdf",
        size_bytes: 2048 * 1024 ** 3,
        storage_key: `test/${crypto.randomUUID()}`,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await refusalOf(api.addPhotos({ org_id: orgB.orgId, id, files: [photo("e.png")] }))).toMatchObject({
      status: 403,
      body: { code: "subscription.limitReached" },
    });
    await owner.deleteFrom("documents").where("id", "=", full.id).execute();

    const stored = await owner
      .selectFrom("documents")
      .select(["attached_to", "owner_id", "uploaded_by_contact_id"])
      .where("task_id", "=", id)
      .execute();
    expect(stored).toHaveLength(4);
    expect(stored[0]).toMatchObject({ attached_to: "task", owner_id: null, uploaded_by_contact_id: expect.any(String) });
    const { rows } = await callerFor(services, orgB).documents.list({ task_id: id });
    expect(rows.map((row) => row.owner_name)).toEqual(Array(4).fill(expect.stringMatching(/\S/)));
  });

  it("allows ten requests a day per tenant and translates the refusal", async () => {
    const contract = await runningContract(tenant1, orgA.orgId);
    const api = portalApi(tenant1).portal.maintenanceRequests;
    for (let n = 0; n < 10; n++)
      await api.create({ org_id: orgA.orgId, contract_id: contract.id, category: "other", description: `Request ${n}` });
    const eleventh = await refusalOf(
      api.create({ org_id: orgA.orgId, contract_id: contract.id, category: "other", description: "One more" }),
    );
    expect(eleventh).toMatchObject({ status: 429, body: { code: "rateLimited" } });
    const tooLong = await refusalOf(
      api.create({ org_id: orgA.orgId, contract_id: contract.id, category: "other", description: "x".repeat(1001) }),
    );
    expect(tooLong).toMatchObject({ status: 400 });
  });
});
