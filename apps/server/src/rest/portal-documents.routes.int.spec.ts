import { callerFor, demoCaller, lastOtp, SAMPLE_FILES } from "@amlak/api/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";

const LANDLORD = "567400071";
const api = new DemoApi(LANDLORD);
const { owner } = api.services.database;

// Demo contacts (seed/demo-portfolio.ts): lessor 1 owns the compound where tenants 1 and 2 rent.
const TENANT_1 = "507334455";
const TENANT_2 = "508445566";
const LESSOR_1 = "505112233";

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const tokens: Record<string, string> = {};
const documents: Record<string, string> = {};

async function signIn(phone: string, role: "tenant" | "owner"): Promise<string> {
  const login = await api.send("POST", "/api/portal/login", { phone, role }, { authorization: "" });
  const { token } = login.json() as { token: string };
  const verified = await api.send("POST", "/api/portal/verify", { token, otp: await lastOtp(owner, phone) }, { authorization: "" });
  return (verified.json() as { token: string }).token;
}

beforeAll(async () => {
  const caller = await demoCaller(api.services, LANDLORD);
  const landlord = callerFor(api.services, caller);
  const contract = await owner
    .selectFrom("contracts as c")
    .innerJoin("contacts as t", "t.id", "c.tenant_id")
    .select("c.id")
    .where("c.org_id", "=", caller.orgId)
    .where("t.phone", "=", TENANT_1)
    .executeTakeFirstOrThrow();
  for (const name of ["عقد الإيجار.pdf", "internal.pdf"]) {
    const { results } = await landlord.documents.upload({
      type: "CONTRACT",
      id: contract.id,
      count: 1,
      files: [{ name, bytes: SAMPLE_FILES.pdf }],
    } as never);
    documents[name] = results[0]!.id;
  }
  await landlord.documents.share({ id: documents["عقد الإيجار.pdf"]!, shared_with_portal: true });
  tokens.tenant1 = await signIn(TENANT_1, "tenant");
  tokens.tenant2 = await signIn(TENANT_2, "tenant");
  tokens.owner1 = await signIn(LESSOR_1, "owner");
});

describe("GET /api/portal/documents/:id", () => {
  it("sends a shared document to its tenant and owner, with its name", async () => {
    const shared = documents["عقد الإيجار.pdf"]!;
    for (const token of [tokens.tenant1!, tokens.owner1!]) {
      const file = await api.send("GET", `/api/portal/documents/${shared}`, undefined, as(token));
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("application/pdf");
      expect(file.headers["content-disposition"]).toContain(encodeURIComponent("عقد الإيجار.pdf"));
      expect(Buffer.compare(file.rawPayload, Buffer.from(SAMPLE_FILES.pdf))).toBe(0);
    }
  });

  it("answers 404 for a document not shared, another tenant's, or a made-up one, and 401 without a portal token", async () => {
    const shared = documents["عقد الإيجار.pdf"]!;
    const refusals = [
      [tokens.tenant1!, documents["internal.pdf"]!],
      [tokens.tenant2!, shared],
      [tokens.tenant1!, crypto.randomUUID()],
      [tokens.tenant1!, "not-an-id"],
    ] as const;
    for (const [token, id] of refusals) {
      const refused = await api.send("GET", `/api/portal/documents/${id}`, undefined, as(token));
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: "notFound" });
    }
    // A member's token is not a portal token.
    expect((await api.send("GET", `/api/portal/documents/${shared}`)).statusCode).toBe(401);
    expect((await api.send("GET", `/api/portal/documents/${shared}`, undefined, { authorization: "" })).statusCode).toBe(401);
  });
});
