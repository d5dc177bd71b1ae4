import type { Db, Trx } from "@amlak/db";
import { openSecret, sealSecret, withOrg } from "@amlak/db";
import { AppError } from "@amlak/domain";
import { buildCsr, egsPrivateKey, INITIAL_PIH, sandboxCertificate, type CsrInput } from "@amlak/zatca";
import { createPublicKey, randomUUID, X509Certificate } from "node:crypto";

/** The seller's Saudi national address, which every phase-2 document carries and the organization's free-text address cannot give. */
export interface SellerAddress {
  street: string;
  /** Four digits. */
  buildingNumber: string;
  district: string;
  city: string;
  /** Five digits. */
  postalCode: string;
}

export interface ZatcaOnboarded {
  csr: string;
  /** False when the organization was onboarded before: the CSR is the one it already has. */
  created: boolean;
}

const CERTIFICATE_YEARS = 5;

function checkAddress(address: SellerAddress): void {
  const reason = !/^\d{4}$/.test(address.buildingNumber)
    ? "the building number has 4 digits"
    : !/^\d{5}$/.test(address.postalCode)
      ? "the postal code has 5 digits"
      : Object.values(address).some((value) => value.trim() === "")
        ? "street, district and city are needed"
        : null;
  if (reason) throw new AppError("zatca.invalidAddress", { reason });
}

type CsrEnvironment = CsrInput["environment"];

export interface Seller {
  name: string;
  vatNumber: string;
  crn: string;
  commonName: string;
}

export async function sellerOf(trx: Trx, orgId: string): Promise<Seller> {
  const org = await trx
    .selectFrom("organizations")
    .select(["title", "vat_no", "commercial_registration_no", "vat_registered", "code"])
    .where("id", "=", orgId)
    .executeTakeFirst();
  const name = org?.title?.trim() ?? "";
  const vatNumber = org?.vat_no?.trim() ?? "";
  const crn = org?.commercial_registration_no?.trim() ?? "";
  if (!org?.vat_registered || name === "" || !/^3\d{13}3$/.test(vatNumber) || !/^[A-Za-z0-9]+$/.test(crn)) {
    throw new AppError("zatca.sellerIncomplete");
  }
  return { name, vatNumber, crn, commonName: `AMLAK-${org.code ?? orgId.slice(0, 8)}-${vatNumber}` };
}

/** The kinds of document the EGS unit issues (its CSR's invoice types, "1100"): ZATCA's compliance checks take each. */
export const EGS_DOCUMENT_KINDS = ["standard", "simplified"] as const;

function egsCsr(seller: Seller, egsId: string, address: SellerAddress, environment: CsrEnvironment, privateKeyPem: string): string {
  return buildCsr(
    {
      environment,
      commonName: seller.commonName,
      organizationName: seller.name,
      organizationUnit: address.city,
      vatNumber: seller.vatNumber,
      egsId,
      invoiceTypes: "1100",
      location: `${address.buildingNumber} ${address.street}, ${address.district}, ${address.city} ${address.postalCode}`,
      industry: "Real estate",
    },
    privateKeyPem,
  );
}

/**
 * Onboards the organization's EGS unit with ZATCA: a new secp256k1 key, a CSR to ZATCA's profile from the
 * organization's data, and the certificate it signs under — the built-in sandbox's self-signed one, which a CSID
 * from ZATCA's compliance API replaces (storeZatcaCsid). Once per organization: a second call answers the CSR it
 * already has.
 *
 * The private key is kept sealed under the secrets key (AES-256-GCM, sealSecret), opened only to sign.
 */
export function onboardZatca(db: Db, orgId: string, address: SellerAddress, now: Date, secretsKey: Uint8Array): Promise<ZatcaOnboarded> {
  return withOrg(db, orgId, async (trx) => {
    const existing = await trx.selectFrom("zatca_credentials").select("csr_pem").where("org_id", "=", orgId).executeTakeFirst();
    if (existing) return { csr: existing.csr_pem, created: false };
    checkAddress(address);
    const seller = await sellerOf(trx, orgId);
    const egsId = randomUUID();
    const privateKeyPem = egsPrivateKey();
    const csr = egsCsr(seller, egsId, address, "sandbox", privateKeyPem);
    const notAfter = new Date(now);
    notAfter.setUTCFullYear(notAfter.getUTCFullYear() + CERTIFICATE_YEARS);
    const { name: organizationName, commonName } = seller;
    await trx
      .insertInto("zatca_credentials")
      .values({
        org_id: orgId,
        egs_id: egsId,
        environment: "sandbox",
        private_key_sealed: sealSecret(secretsKey, privateKeyPem),
        csr_pem: csr,
        certificate_pem: sandboxCertificate(privateKeyPem, { organizationName, commonName, notBefore: now, notAfter }),
        seller_address: JSON.stringify(address),
        last_hash: INITIAL_PIH,
      })
      .execute();
    return { csr, created: true };
  });
}

/** What ZATCA issues for a CSR: a compliance CSID, the certificate of the EGS unit's key, its API secret and request id. */
export type IssueCsid = (csrPem: string) => Promise<{ certificatePem: string; secret: string; requestId: string }>;

/**
 * Refuses to move the organization off the sandbox's certificate while documents signed under it wait for the
 * sandbox to report them: sent to ZATCA under another CSID they could only be rejected, and the chain with them.
 */
export async function refuseWhileSandboxDocumentsPending(trx: Trx, orgId: string, certificateKind: string): Promise<void> {
  if (certificateKind !== "sandbox") return;
  const { count } = await trx
    .selectFrom((eb) =>
      eb
        .selectFrom("invoices")
        .select("id")
        .where("org_id", "=", orgId)
        .where("zatca_status", "=", "pending")
        .unionAll(eb.selectFrom("credit_notes").select("id").where("org_id", "=", orgId).where("zatca_status", "=", "pending"))
        .as("pending"),
    )
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  if (Number(count) > 0) throw new AppError("zatca.sandboxDocumentsPending", { count: Number(count) });
}

/** The certificate's public key is the private key's. */
export function checkOwnCertificate(privateKeyPem: string, certificatePem: string): void {
  const ours = createPublicKey(privateKeyPem).export({ type: "spki", format: "der" });
  if (!ours.equals(new X509Certificate(certificatePem).publicKey.export({ type: "spki", format: "der" }))) {
    throw new AppError("zatca.foreignCertificate");
  }
}

/**
 * Exchanges the onboarded organization's CSR for a compliance CSID from ZATCA (issue, which calls its compliance API
 * with the portal's one-time code) and keeps it — the certificate, the secret sealed under the secrets key, the request
 * id — for the compliance checks and the production CSID (completeZatcaOnboarding); documents are still signed under
 * the certificate they were, since ZATCA takes a compliance CSID on its compliance API only. ZATCA's environments
 * take different certificate templates (TSTZATCA- for the developer portal, PREZATCA- for simulation, ZATCA- for
 * core), so the CSR is made again for another environment, from the same key. Refused, changing nothing, while
 * documents signed under the sandbox's certificate are pending. The call to ZATCA runs between two transactions,
 * holding no lock.
 */
export async function storeZatcaCsid(
  db: Db,
  orgId: string,
  environment: CsrEnvironment,
  issue: IssueCsid,
  secretsKey: Uint8Array,
): Promise<{ certificatePem: string }> {
  const { csr, privateKeyPem } = await withOrg(db, orgId, async (trx) => {
    const row = await trx
      .selectFrom("zatca_credentials")
      .select(["egs_id", "environment", "csr_pem", "private_key_sealed", "seller_address", "certificate_kind"])
      .where("org_id", "=", orgId)
      .executeTakeFirst();
    if (!row) throw new AppError("zatca.notOnboarded");
    await refuseWhileSandboxDocumentsPending(trx, orgId, row.certificate_kind);
    const privateKeyPem = openPrivateKey(secretsKey, row.private_key_sealed);
    if (row.environment === environment) return { csr: row.csr_pem, privateKeyPem };
    const address = row.seller_address as unknown as SellerAddress;
    const csr = egsCsr(await sellerOf(trx, orgId), row.egs_id, address, environment, privateKeyPem);
    await trx.updateTable("zatca_credentials").set({ csr_pem: csr, environment }).where("org_id", "=", orgId).execute();
    return { csr, privateKeyPem };
  });
  const csid = await issue(csr);
  checkOwnCertificate(privateKeyPem, csid.certificatePem);
  await withOrg(db, orgId, (trx) =>
    trx
      .updateTable("zatca_credentials")
      .set({
        compliance_certificate_pem: csid.certificatePem,
        compliance_secret_sealed: sealSecret(secretsKey, csid.secret),
        compliance_request_id: csid.requestId,
      })
      .where("org_id", "=", orgId)
      .execute(),
  );
  return { certificatePem: csid.certificatePem };
}

/** Keys kept before they were sealed are still PEM (the sealing migration had no key to seal them with). */
export function openPrivateKey(secretsKey: Uint8Array, kept: string): string {
  return kept.startsWith("-----BEGIN") ? kept : openSecret(secretsKey, kept);
}

export interface ZatcaChainHead {
  privateKeyPem: string;
  certificatePem: string;
  sellerAddress: SellerAddress;
  /** The counter and hash of the organization's last phase-2 document (0 and INITIAL_PIH before the first). */
  lastIcv: number;
  lastHash: string;
}

/**
 * The organization's signing material and the head of its hash chain, locked until the transaction ends: the
 * next document's counter and previous hash come from here, so concurrent issuing queues on this row and a
 * rollback leaves the chain where it was. Undefined for an organization not onboarded.
 */
export async function lockZatcaChain(trx: Trx, orgId: string, secretsKey: Uint8Array): Promise<ZatcaChainHead | undefined> {
  const row = await trx
    .selectFrom("zatca_credentials")
    .select(["private_key_sealed", "certificate_pem", "seller_address", "last_icv", "last_hash"])
    .where("org_id", "=", orgId)
    .forUpdate()
    .executeTakeFirst();
  return (
    row && {
      privateKeyPem: openPrivateKey(secretsKey, row.private_key_sealed),
      certificatePem: row.certificate_pem,
      sellerAddress: row.seller_address as unknown as SellerAddress,
      lastIcv: row.last_icv,
      lastHash: row.last_hash,
    }
  );
}

export async function advanceZatcaChain(trx: Trx, orgId: string, icv: number, hash: string): Promise<void> {
  await trx.updateTable("zatca_credentials").set({ last_icv: icv, last_hash: hash }).where("org_id", "=", orgId).execute();
}
