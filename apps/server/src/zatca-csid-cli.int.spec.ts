import { openSecret } from "@amlak/db";
import { onboardZatca, submitPendingInvoices } from "@amlak/ledger";
import { sandboxFatoora } from "@amlak/zatca";
import { fakeFatoora, FAKE_OTP, type FakeFatoora } from "@amlak/zatca/testing";
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DemoApi } from "./testing/demo-api.ts";

// npm run zatca:csid (issue #23) against a local server answering as ZATCA's onboarding API does: the compliance CSID,
// the compliance checks and the production CSID, refused while sandbox-signed documents wait.
const api = new DemoApi("567700033");
const cli = fileURLToPath(new URL("./zatca-csid-cli.ts", import.meta.url));
let fake: FakeFatoora;

const credentials = () =>
  api.services.database.owner.selectFrom("zatca_credentials").selectAll().where("org_id", "=", api.orgId).executeTakeFirstOrThrow();

async function zatcaCsid(...args: string[]) {
  const run = promisify(execFile)(process.execPath, ["--import", "tsx", cli, "--org", api.orgId, ...args], {
    env: {
      ...process.env,
      DATABASE_URL: api.services.database.url,
      SECRETS_KEY: Buffer.from(api.services.secretsKey).toString("hex"),
      ZATCA_FATOORA: "simulation",
      ZATCA_FATOORA_URL: fake.baseUrl,
    },
  });
  return run.then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

beforeAll(async () => {
  fake = await fakeFatoora(async () => openSecret(api.services.secretsKey, (await credentials()).private_key_sealed));
  const address = { street: "العليا", buildingNumber: "7235", district: "العليا", city: "الرياض", postalCode: "12211" };
  await onboardZatca(api.services.database.app, api.orgId, address, new Date(), api.services.secretsKey);
  await api.invoice((await api.uninvoicedRents(1))[0]!);
});
afterAll(() => fake.close());

describe("npm run zatca:csid", () => {
  it("refuses while sandbox-signed documents wait, prints ZATCA's reasons for a failed check, and resumes to the production CSID", async () => {
    const sandbox = await credentials();
    const refused = await zatcaCsid("--otp", FAKE_OTP);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("1 document signed under the sandbox's certificate is still waiting to be reported");
    expect(fake.calls).toEqual([]);
    expect(await credentials()).toEqual(sandbox);

    const ctx = { orgId: api.orgId, actor: "zatca-job", requestId: "zatca-cli", now: new Date(), secretsKey: api.services.secretsKey };
    await submitPendingInvoices(api.services.database.app, ctx, sandboxFatoora);
    fake.failing.add("383 0200000");
    const failed = await zatcaCsid("--otp", FAKE_OTP);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain("Stored ZATCA's compliance CSID (simulation)");
    expect(failed.stderr).toContain("- simplified debit note: BR-KSA-17: the note's reason is not accepted");
    expect(fake.calls).not.toContain("production/csids");
    expect(await credentials()).toMatchObject({ certificate_kind: "sandbox", certificate_pem: sandbox.certificate_pem });

    fake.failing.clear();
    const resumed = await zatcaCsid();
    expect(resumed).toMatchObject({ code: 0, stdout: `${fake.production!.certificatePem.trimEnd()}\n` });
    expect(await credentials()).toMatchObject({ certificate_kind: "production", certificate_pem: fake.production!.certificatePem });
  }, 90_000);
});
