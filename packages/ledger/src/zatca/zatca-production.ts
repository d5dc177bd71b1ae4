import { openSecret, sealSecret, withOrg, type Db } from "@amlak/db";
import { AppError } from "@amlak/domain";
import { complianceSamples, type ComplianceCheck, type ComplianceSample } from "@amlak/zatca";
import {
  checkOwnCertificate,
  EGS_DOCUMENT_KINDS,
  openPrivateKey,
  refuseWhileSandboxDocumentsPending,
  sellerOf,
  type SellerAddress,
} from "./zatca-credentials.ts";

interface Csid {
  certificatePem: string;
  secret: string;
}

/** ZATCA's onboarding API past the compliance CSID: its compliance checks and the production CSID. */
export interface ZatcaOnboardingApi {
  check(csid: Csid, sample: ComplianceSample): Promise<ComplianceCheck>;
  productionCsid(csid: Csid, complianceRequestId: string): Promise<Csid>;
}

export type ZatcaOnboardingOutcome =
  | { status: "production"; certificatePem: string; warnings: { document: string; warnings: string[] }[] }
  | { status: "failed"; failures: { document: string; reasons: string[] }[] };

/**
 * Takes the organization from its compliance CSID (storeZatcaCsid) to its production CSID: signs a sample of each
 * document it issues under the compliance CSID and has ZATCA check each (api.check); when all pass, asks for the
 * production CSID with the compliance request id and signs under it from then on, its secret sealed under the
 * secrets key. When a check fails it answers ZATCA's reasons and stores nothing, so it can simply be run again. The
 * calls to ZATCA run outside any transaction; the certificate is switched in one that locks the chain's row, so no
 * document is being signed meanwhile, and refused while documents signed under the sandbox's certificate are pending.
 */
export async function completeZatcaOnboarding(
  db: Db,
  orgId: string,
  api: ZatcaOnboardingApi,
  secretsKey: Uint8Array,
  now: Date,
): Promise<ZatcaOnboardingOutcome> {
  const held = await withOrg(db, orgId, async (trx) => {
    const row = await trx
      .selectFrom("zatca_credentials")
      .select([
        "private_key_sealed",
        "seller_address",
        "certificate_kind",
        "compliance_certificate_pem",
        "compliance_secret_sealed",
        "compliance_request_id",
      ])
      .where("org_id", "=", orgId)
      .executeTakeFirst();
    if (!row) throw new AppError("zatca.notOnboarded");
    const { compliance_certificate_pem: certificatePem, compliance_secret_sealed: sealed, compliance_request_id: requestId } = row;
    if (!certificatePem || !sealed || !requestId) throw new AppError("zatca.noComplianceCsid");
    await refuseWhileSandboxDocumentsPending(trx, orgId, row.certificate_kind);
    const seller = await sellerOf(trx, orgId);
    return {
      compliance: { certificatePem, secret: openSecret(secretsKey, sealed) },
      requestId,
      privateKeyPem: openPrivateKey(secretsKey, row.private_key_sealed),
      seller: { name: seller.name, vatNumber: seller.vatNumber, crn: seller.crn, address: row.seller_address as unknown as SellerAddress },
    };
  });

  const samples = complianceSamples({
    seller: held.seller,
    kinds: EGS_DOCUMENT_KINDS,
    certificatePem: held.compliance.certificatePem,
    privateKeyPem: held.privateKeyPem,
    now,
  });
  const checks: { document: string; check: ComplianceCheck }[] = [];
  for (const sample of samples) checks.push({ document: sample.name, check: await api.check(held.compliance, sample) });
  const failures = checks.filter(({ check }) => !check.passed).map(({ document, check }) => ({ document, reasons: check.reasons }));
  if (failures.length > 0) return { status: "failed", failures };

  const production = await api.productionCsid(held.compliance, held.requestId);
  checkOwnCertificate(held.privateKeyPem, production.certificatePem);
  await withOrg(db, orgId, async (trx) => {
    const row = await trx
      .selectFrom("zatca_credentials")
      .select("certificate_kind")
      .where("org_id", "=", orgId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await refuseWhileSandboxDocumentsPending(trx, orgId, row.certificate_kind);
    await trx
      .updateTable("zatca_credentials")
      .set({
        certificate_pem: production.certificatePem,
        csid_secret_sealed: sealSecret(secretsKey, production.secret),
        certificate_kind: "production",
      })
      .where("org_id", "=", orgId)
      .execute();
  });
  const warnings = checks
    .filter(({ check }) => check.warnings.length > 0)
    .map(({ document, check }) => ({ document, warnings: check.warnings }));
  return { status: "production", certificatePem: production.certificatePem, warnings };
}
