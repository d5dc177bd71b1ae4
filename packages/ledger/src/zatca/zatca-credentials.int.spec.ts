import { openSecret, withOrg } from "@amlak/db";
import { testDatabase } from "@amlak/db/testing";
import { egsPrivateKey, INITIAL_PIH, sandboxCertificate } from "@amlak/zatca";
import { runTool } from "@amlak/zatca/testing";
import { createPrivateKey, createPublicKey, X509Certificate } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newOrganization, TEST_NOW, TEST_SECRETS_KEY, TEST_SELLER_ADDRESS } from "../testing/ledger-db.ts";
import { lockZatcaChain, onboardZatca, storeZatcaCsid } from "./zatca-credentials.ts";

const { app, owner } = testDatabase();

const RIYADH_ADDRESS = TEST_SELLER_ADDRESS;

describe("ZATCA onboarding", () => {
  it("keeps a secp256k1 key, a CSR of it to ZATCA's profile and a sandbox certificate of the same key, once", async () => {
    const org = await newOrganization(owner);
    const { csr, created } = await onboardZatca(app, org.orgId, RIYADH_ADDRESS, TEST_NOW, TEST_SECRETS_KEY);
    expect(created).toBe(true);
    expect(runTool("openssl", ["req", "-noout", "-verify"], csr).stderr).toMatch(/verify OK|Certificate request self-signature verify OK/);
    expect(runTool("openssl", ["req", "-noout", "-text"], csr).stdout.toString()).toMatch(/TSTZATCA-Code-Signing[\s\S]*300000000000003/);

    const row = await owner.selectFrom("zatca_credentials").selectAll().where("org_id", "=", org.orgId).executeTakeFirstOrThrow();
    // Kept sealed under the secrets key: the database holds no PEM, and another key cannot open it.
    expect(row.private_key_sealed).not.toMatch(/BEGIN|PRIVATE/);
    expect(() => openSecret(new Uint8Array(32), row.private_key_sealed)).toThrow();
    const key = createPrivateKey(openSecret(TEST_SECRETS_KEY, row.private_key_sealed));
    expect(key.asymmetricKeyDetails?.namedCurve).toBe("secp256k1");
    const certificate = new X509Certificate(row.certificate_pem);
    expect(certificate.publicKey.export({ type: "spki", format: "der" })).toEqual(
      createPublicKey(key).export({ type: "spki", format: "der" }),
    );
    expect([row.last_icv, row.last_hash, row.environment]).toEqual([0, INITIAL_PIH, "sandbox"]);

    await expect(onboardZatca(app, org.orgId, RIYADH_ADDRESS, TEST_NOW, TEST_SECRETS_KEY)).resolves.toEqual({ csr, created: false });
  });

  it("still reads a key kept as PEM before keys were sealed", async () => {
    const org = await newOrganization(owner);
    await onboardZatca(app, org.orgId, RIYADH_ADDRESS, TEST_NOW, TEST_SECRETS_KEY);
    const sealed = await owner
      .selectFrom("zatca_credentials")
      .select("private_key_sealed")
      .where("org_id", "=", org.orgId)
      .executeTakeFirstOrThrow();
    const pem = openSecret(TEST_SECRETS_KEY, sealed.private_key_sealed);
    await owner.updateTable("zatca_credentials").set({ private_key_sealed: pem }).where("org_id", "=", org.orgId).execute();
    const head = await withOrg(app, org.orgId, (trx) => lockZatcaChain(trx, org.orgId, TEST_SECRETS_KEY));
    expect(head?.privateKeyPem).toBe(pem);
  });

  it("refuses an organization without its commercial registration, and an address ZATCA would not take", async () => {
    const org = await newOrganization(owner);
    await owner.updateTable("organizations").set({ commercial_registration_no: null }).where("id", "=", org.orgId).execute();
    await expect(onboardZatca(app, org.orgId, RIYADH_ADDRESS, TEST_NOW, TEST_SECRETS_KEY)).rejects.toMatchObject({
      code: "zatca.sellerIncomplete",
    });
    await expect(onboardZatca(app, org.orgId, { ...RIYADH_ADDRESS, postalCode: "123" }, TEST_NOW, TEST_SECRETS_KEY)).rejects.toMatchObject({
      code: "zatca.invalidAddress",
    });
  });

  it("is the organization's own: another organization's session sees no row", async () => {
    const org = await newOrganization(owner);
    await onboardZatca(app, org.orgId, RIYADH_ADDRESS, TEST_NOW, TEST_SECRETS_KEY);
    const other = await newOrganization(owner);
    const seen = await withOrg(app, other.orgId, (trx) => trx.selectFrom("zatca_credentials").select("org_id").execute());
    expect(seen).toEqual([]);
  });

  it("keeps ZATCA's compliance CSID, made for its environment, its secret sealed; refuses a certificate of another key", async () => {
    const org = await newOrganization(owner);
    const { csr: sandboxCsr } = await onboardZatca(app, org.orgId, RIYADH_ADDRESS, TEST_NOW, TEST_SECRETS_KEY);
    const kept = await owner.selectFrom("zatca_credentials").selectAll().where("org_id", "=", org.orgId).executeTakeFirstOrThrow();
    const privateKeyPem = openSecret(TEST_SECRETS_KEY, kept.private_key_sealed);
    const period = { notBefore: TEST_NOW, notAfter: new Date("2031-01-01T00:00:00Z") };
    const zatcaCertificate = sandboxCertificate(privateKeyPem, { organizationName: "ZATCA", commonName: "PEZEINVOICESCA2-CA", ...period });
    const asked: string[] = [];
    const issue = (certificatePem: string) => (csr: string) => {
      asked.push(csr);
      return Promise.resolve({ certificatePem, secret: "Xlj15LyMCgSC66ObnEO", requestId: "1234567890123" });
    };

    // Simulation takes certificates of another template: the CSR is made again, from the same key.
    await storeZatcaCsid(app, org.orgId, "simulation", issue(zatcaCertificate), TEST_SECRETS_KEY);
    expect(asked[0]).not.toBe(sandboxCsr);
    expect(runTool("openssl", ["req", "-noout", "-text"], asked[0]!).stdout.toString()).toMatch(/PREZATCA-Code-Signing/);
    const row = await owner.selectFrom("zatca_credentials").selectAll().where("org_id", "=", org.orgId).executeTakeFirstOrThrow();
    expect([row.environment, row.csr_pem, row.compliance_certificate_pem, row.compliance_request_id, row.private_key_sealed]).toEqual([
      "simulation",
      asked[0],
      zatcaCertificate,
      "1234567890123",
      kept.private_key_sealed,
    ]);
    expect(row.compliance_secret_sealed).not.toContain("Xlj15LyMCgSC66ObnEO");
    expect(openSecret(TEST_SECRETS_KEY, row.compliance_secret_sealed!)).toBe("Xlj15LyMCgSC66ObnEO");
    // Documents are signed under the sandbox's certificate until the production CSID (zatca-production.int.spec.ts).
    const head = await withOrg(app, org.orgId, (trx) => lockZatcaChain(trx, org.orgId, TEST_SECRETS_KEY));
    expect([head?.certificatePem, row.certificate_kind]).toEqual([kept.certificate_pem, "sandbox"]);

    // A certificate of another key is refused and changes nothing.
    const stranger = sandboxCertificate(egsPrivateKey(), { organizationName: "ZATCA", commonName: "other", ...period });
    await expect(storeZatcaCsid(app, org.orgId, "simulation", issue(stranger), TEST_SECRETS_KEY)).rejects.toMatchObject({
      code: "zatca.foreignCertificate",
    });
    expect(asked[1]).toBe(asked[0]);
    const unchanged = await owner
      .selectFrom("zatca_credentials")
      .select("compliance_certificate_pem")
      .where("org_id", "=", org.orgId)
      .executeTakeFirstOrThrow();
    expect(unchanged.compliance_certificate_pem).toBe(zatcaCertificate);
  });

  it("asks for a CSID only for an onboarded organization", async () => {
    const org = await newOrganization(owner);
    const issue = () => Promise.reject(new Error("not called"));
    await expect(storeZatcaCsid(app, org.orgId, "sandbox", issue, TEST_SECRETS_KEY)).rejects.toMatchObject({ code: "zatca.notOnboarded" });
  });
});
