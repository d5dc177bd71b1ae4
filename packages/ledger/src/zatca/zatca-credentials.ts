import type { Db, Trx } from "@amlak/db";
import { openSecret, sealSecret, withOrg } from "@amlak/db";
import { AppError } from "@amlak/domain";
import { buildCsr, egsPrivateKey, INITIAL_PIH, sandboxCertificate } from "@amlak/zatca";
import { randomUUID } from "node:crypto";

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

/**
 * Onboards the organization's EGS unit with ZATCA: a new secp256k1 key, a CSR to ZATCA's profile from the
 * organization's data, and the certificate it signs under — for now the built-in sandbox's self-signed one, which a
 * CSID from ZATCA's compliance API replaces. Once per organization: a second call answers the CSR it already has.
 *
 * The private key is kept sealed under the secrets key (AES-256-GCM, sealSecret), opened only to sign.
 */
export function onboardZatca(db: Db, orgId: string, address: SellerAddress, now: Date, secretsKey: Uint8Array): Promise<ZatcaOnboarded> {
  return withOrg(db, orgId, async (trx) => {
    const existing = await trx.selectFrom("zatca_credentials").select("csr_pem").where("org_id", "=", orgId).executeTakeFirst();
    if (existing) return { csr: existing.csr_pem, created: false };
    checkAddress(address);
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
    const egsId = randomUUID();
    const commonName = `AMLAK-${org.code ?? orgId.slice(0, 8)}-${vatNumber}`;
    const privateKeyPem = egsPrivateKey();
    const csr = buildCsr(
      {
        environment: "sandbox",
        commonName,
        organizationName: name,
        organizationUnit: address.city,
        vatNumber,
        egsId,
        invoiceTypes: "1100",
        location: `${address.buildingNumber} ${address.street}, ${address.district}, ${address.city} ${address.postalCode}`,
        industry: "Real estate",
      },
      privateKeyPem,
    );
    const notAfter = new Date(now);
    notAfter.setUTCFullYear(notAfter.getUTCFullYear() + CERTIFICATE_YEARS);
    await trx
      .insertInto("zatca_credentials")
      .values({
        org_id: orgId,
        egs_id: egsId,
        environment: "sandbox",
        private_key_sealed: sealSecret(secretsKey, privateKeyPem),
        csr_pem: csr,
        certificate_pem: sandboxCertificate(privateKeyPem, { organizationName: name, commonName, notBefore: now, notAfter }),
        seller_address: JSON.stringify(address),
        last_hash: INITIAL_PIH,
      })
      .execute();
    return { csr, created: true };
  });
}

/** Keys kept before they were sealed are still PEM (the sealing migration had no key to seal them with). */
function openPrivateKey(secretsKey: Uint8Array, kept: string): string {
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
