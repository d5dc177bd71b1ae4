import type { Trx } from "@amlak/db";
import { X509Certificate } from "node:crypto";

type ZatcaStatus = "pending" | "reported" | "cleared" | "rejected";

/** Where the organization stands with ZATCA: what its documents are signed under, and how ZATCA answered them. */
export interface ZatcaOnboardingState {
  /** The ZATCA environment its CSR is made for: the developer portal ("sandbox"), simulation, or production. */
  environment: string;
  /** What its documents are signed under: the built-in sandbox's certificate, a compliance CSID, or the production CSID. */
  certificateKind: "sandbox" | "compliance" | "production";
  certificateExpiresAt: Date;
  /** A compliance CSID is held, so the compliance checks and the production CSID can follow without a new code. */
  holdsComplianceCsid: boolean;
  /** Its phase-2 invoices and notes by ZATCA status. */
  documents: Record<ZatcaStatus, number>;
}

/** Undefined for an organization not onboarded (npm run zatca:csr). */
export async function zatcaOnboardingState(trx: Trx, orgId: string): Promise<ZatcaOnboardingState | undefined> {
  const row = await trx
    .selectFrom("zatca_credentials")
    .select(["environment", "certificate_kind", "certificate_pem", "compliance_request_id"])
    .where("org_id", "=", orgId)
    .executeTakeFirst();
  if (!row) return undefined;
  const counts = await trx
    .selectFrom((eb) =>
      eb
        .selectFrom("invoices")
        .select("zatca_status")
        .where("org_id", "=", orgId)
        .unionAll(eb.selectFrom("credit_notes").select("zatca_status").where("org_id", "=", orgId))
        .as("documents"),
    )
    .select(["zatca_status", (eb) => eb.fn.countAll<string>().as("count")])
    .where("zatca_status", "is not", null)
    .groupBy("zatca_status")
    .execute();
  const documents = { pending: 0, reported: 0, cleared: 0, rejected: 0 };
  for (const { zatca_status, count } of counts) if (zatca_status) documents[zatca_status] = Number(count);
  return {
    environment: row.environment,
    certificateKind: row.certificate_kind as ZatcaOnboardingState["certificateKind"],
    certificateExpiresAt: new Date(new X509Certificate(row.certificate_pem).validTo),
    holdsComplianceCsid: row.compliance_request_id !== null,
    documents,
  };
}
