import { lastOtp, pngImage, SAMPLE_FILES } from "@amlak/api/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";
import { formData, type Upload } from "../testing/form-data.ts";

const api = new DemoApi("567400071");
const { owner } = api.services.database;

// Demo contacts (seed/demo-portfolio.ts).
const TENANT_1 = "507334455";
const TENANT_2 = "508445566";

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const anonymous = { authorization: "" };
const tokens: Record<string, string> = {};

async function signIn(phone: string): Promise<string> {
  const login = await api.send("POST", "/api/portal/login", { phone, role: "tenant" }, anonymous);
  const { token } = login.json() as { token: string };
  const verified = await api.send("POST", "/api/portal/verify", { token, otp: await lastOtp(owner, phone) }, anonymous);
  return (verified.json() as { token: string }).token;
}

/** The tenant's running contract, as the portal lists it. */
async function runningContract(token: string): Promise<string> {
  const contracts = (await api.send("GET", "/api/portal/contracts", undefined, as(token))).json() as { id: string; status: string }[];
  return contracts.find((contract) => contract.status === "Contract_Ongoing")!.id;
}

const photos = (token: string, id: string, files: Upload[]) => {
  const { payload, contentType } = formData(files);
  return api.send("POST", `/api/portal/maintenance-requests/${id}/photos`, payload, { ...as(token), "content-type": contentType });
};

beforeAll(async () => {
  tokens.tenant1 = await signIn(TENANT_1);
  tokens.tenant2 = await signIn(TENANT_2);
});

describe("maintenance requests over REST", () => {
  it("files a request as a task, takes a photo, and lists it with its status", async () => {
    const contractId = await runningContract(tokens.tenant2!);
    const filed = await api.send(
      "POST",
      "/api/portal/maintenance-requests",
      { contract_id: contractId, category: "air_conditioning", description: "The AC drips water" },
      as(tokens.tenant2!),
    );
    expect(filed.statusCode).toBe(201);
    const { id, task_id } = filed.json() as { id: string; task_id: string };
    expect(task_id).toBe(id);

    const photo = await photos(tokens.tenant2!, id, [{ name: "ac.png", bytes: pngImage(8, 8), type: "image/png" }]);
    expect(photo.statusCode).toBe(200);
    expect(photo.json()).toEqual({ results: [{ id: expect.any(String), name: "ac.png" }] });
    const pdf = await photos(tokens.tenant2!, id, [{ name: "ac.pdf", bytes: Buffer.from(SAMPLE_FILES.pdf) }]);
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toMatchObject({ code: "maintenance.photoNotImage" });

    const listed = await api.send("GET", "/api/portal/maintenance-requests", undefined, as(tokens.tenant2!));
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({ id, category: "air_conditioning", description: "The AC drips water", status: "pending" }),
    ]);
  });

  it("refuses another tenant's contract and request (not found, nothing written) and a member's token", async () => {
    const othersContract = await runningContract(tokens.tenant1!);
    const tasks = await owner.selectFrom("tasks").select("id").execute();
    const refused = await api.send(
      "POST",
      "/api/portal/maintenance-requests",
      { contract_id: othersContract, category: "other", description: "Not mine" },
      as(tokens.tenant2!),
    );
    expect(refused.statusCode).toBe(404);
    expect(await owner.selectFrom("tasks").select("id").execute()).toHaveLength(tasks.length);

    const [theirs] = (await api.send("GET", "/api/portal/maintenance-requests", undefined, as(tokens.tenant2!))).json() as { id: string }[];
    const photo = await photos(tokens.tenant1!, theirs!.id, [{ name: "x.png", bytes: pngImage(2, 2) }]);
    expect(photo.statusCode).toBe(404);

    // DemoApi's own token is the landlord's (a member): not valid on the portal's calls.
    const member = await api.send("POST", "/api/portal/maintenance-requests", {
      contract_id: othersContract,
      category: "other",
      description: "x",
    });
    expect(member.statusCode).toBe(401);
    expect((await api.send("GET", "/api/portal/maintenance-requests")).statusCode).toBe(401);
    expect((await photos("", theirs!.id, [{ name: "x.png", bytes: pngImage(2, 2) }])).statusCode).toBe(401);
  });
});
