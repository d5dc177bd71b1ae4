import { openSecret, withOrg } from "@amlak/db";
import { testDatabase } from "@amlak/db/testing";
import { checkCompliance, requestComplianceCsid, requestProductionCsid, sandboxFatoora } from "@amlak/zatca";
import { fakeFatoora, FAKE_OTP, type FakeFatoora } from "@amlak/zatca/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newOrganization, TEST_NOW, TEST_SECRETS_KEY, type TestOrganization } from "../testing/ledger-db.ts";
import { invoiceEach, monthlyRentPayments } from "../testing/zatca-documents.ts";
import { submitPendingInvoices } from "./submit-invoices.ts";
import { storeZatcaCsid } from "./zatca-credentials.ts";
import { zatcaOnboardingState } from "./zatca-onboarding-state.ts";
import { completeZatcaOnboarding, type ZatcaOnboardingApi } from "./zatca-production.ts";

// ZATCA's onboarding past the compliance CSID (issue #23), through the real HTTP adapters against a local server
// answering as ZATCA's API does.
const { app, owner } = testDatabase();
let fake: FakeFatoora;
let org: TestOrganization;

const credentials = () => owner.selectFrom("zatca_credentials").selectAll().where("org_id", "=", org.orgId).executeTakeFirstOrThrow();

beforeAll(async () => {
  fake = await fakeFatoora(async () => openSecret(TEST_SECRETS_KEY, (await credentials()).private_key_sealed));
});
afterAll(() => fake.close());

const api = (): ZatcaOnboardingApi => ({
  check: (csid, sample) => checkCompliance(fake, csid, sample),
  productionCsid: (csid, requestId) => requestProductionCsid(fake, csid, requestId),
});
const complianceCsid = () =>
  storeZatcaCsid(app, org.orgId, "simulation", (csr) => requestComplianceCsid(fake, csr, FAKE_OTP), TEST_SECRETS_KEY);
const complete = () => completeZatcaOnboarding(app, org.orgId, api(), TEST_SECRETS_KEY, TEST_NOW);
const state = () => withOrg(app, org.orgId, (trx) => zatcaOnboardingState(trx, org.orgId));

describe("ZATCA's production CSID", () => {
  it("keeps the compliance CSID apart, has ZATCA check a signed sample of each document, then signs under the production CSID", async () => {
    org = await newOrganization(owner, { zatca: true });
    const sandbox = await credentials();
    await complianceCsid();
    const held = await credentials();
    // Documents are still signed under the sandbox's certificate: ZATCA takes a compliance CSID on its compliance API only.
    expect([held.certificate_kind, held.certificate_pem, held.csid_secret_sealed]).toEqual(["sandbox", sandbox.certificate_pem, null]);
    expect([held.compliance_certificate_pem, held.compliance_request_id]).toEqual([fake.compliance!.certificatePem, "1234567890123"]);
    expect(openSecret(TEST_SECRETS_KEY, held.compliance_secret_sealed!)).toBe("compliance-secret");
    expect(await state()).toMatchObject({ environment: "simulation", certificateKind: "sandbox", holdsComplianceCsid: true });

    fake.calls.length = 0;
    const outcome = await complete();
    expect(outcome).toEqual({ status: "production", certificatePem: fake.production!.certificatePem, warnings: [] });
    expect(fake.calls).toEqual([...Array<string>(6).fill("compliance/invoices"), "production/csids"]);
    const production = await credentials();
    expect([production.certificate_kind, production.certificate_pem, production.compliance_request_id]).toEqual([
      "production",
      fake.production!.certificatePem,
      "1234567890123",
    ]);
    expect(openSecret(TEST_SECRETS_KEY, production.csid_secret_sealed!)).toBe("production-secret");
    expect(production.last_icv).toBe(0);

    await invoiceEach(app, org, (await monthlyRentPayments(app, org)).slice(0, 1));
    const [invoice] = await owner.selectFrom("invoices").select(["signed_xml", "icv"]).where("org_id", "=", org.orgId).execute();
    const certificateBody = production.certificate_pem.replace(/-----[^-]+-----|\s/g, "");
    expect(invoice!.signed_xml).toContain(certificateBody);
    expect(invoice!.icv).toBe(1);
    expect(await state()).toMatchObject({
      certificateKind: "production",
      certificateExpiresAt: new Date("2031-01-01T00:00:00Z"),
      documents: { pending: 1, reported: 0, cleared: 0, rejected: 0 },
    });
  });

  it("stores nothing of production when a compliance check fails, answering ZATCA's reasons, and goes on when run again", async () => {
    org = await newOrganization(owner, { zatca: true });
    await complianceCsid();
    const before = await credentials();
    fake.failing.add("381 0100000");
    fake.calls.length = 0;
    await expect(complete()).resolves.toEqual({
      status: "failed",
      failures: [{ document: "standard credit note", reasons: ["BR-KSA-17: the note's reason is not accepted"] }],
    });
    expect(fake.calls).not.toContain("production/csids");
    expect(await credentials()).toEqual(before);

    fake.failing.clear();
    await expect(complete()).resolves.toMatchObject({ status: "production" });
    expect((await credentials()).certificate_kind).toBe("production");
  });

  it("refuses, changing nothing, to switch while documents signed under the sandbox's certificate are pending", async () => {
    org = await newOrganization(owner, { zatca: true });
    await invoiceEach(app, org, (await monthlyRentPayments(app, org)).slice(0, 1));
    const before = await credentials();
    fake.calls.length = 0;
    await expect(complianceCsid()).rejects.toMatchObject({ code: "zatca.sandboxDocumentsPending", params: { count: 1 } });
    expect(fake.calls).toEqual([]);
    expect(await credentials()).toEqual(before);

    await submitPendingInvoices(app, org.ctx(), sandboxFatoora);
    await complianceCsid();
    await invoiceEach(app, org, (await monthlyRentPayments(app, org)).slice(0, 1));
    const held = await credentials();
    await expect(complete()).rejects.toMatchObject({ code: "zatca.sandboxDocumentsPending" });
    expect(fake.calls).toEqual(["compliance"]);
    expect(await credentials()).toEqual(held);
  });

  it("asks for the compliance CSID first", async () => {
    org = await newOrganization(owner, { zatca: true });
    await expect(complete()).rejects.toMatchObject({ code: "zatca.noComplianceCsid" });
  });
});
