import { describeError } from "@amlak/api";
import { openDatabase, StartupError, withOrg } from "@amlak/db";
import {
  completeZatcaOnboarding,
  storeZatcaCsid,
  zatcaOnboardingState,
  type ZatcaOnboardingApi,
  type ZatcaOnboardingOutcome,
} from "@amlak/ledger";
import { checkCompliance, requestComplianceCsid, requestProductionCsid } from "@amlak/zatca";
import { parseArgs } from "node:util";
import { readConfig } from "./config.ts";

// npm run zatca:csid -- --org ORG_ID --otp 123456 takes the onboarded organization (npm run zatca:csr) through ZATCA's
// onboarding in the environment ZATCA_FATOORA names (developer, simulation or core; issue #23): its CSR and the
// one-time code from the Fatoora portal for a compliance CSID, ZATCA's compliance checks of a signed sample of each
// document it issues, then the production CSID, which its documents are signed under from then on. Without --otp it
// resumes from the compliance CSID the organization holds (after a failed check, say).
const USAGE =
  "Run ZATCA_FATOORA=developer|simulation|core npm run zatca:csid -- --org ORG_ID --otp OTP (the code from the Fatoora portal; without --otp, the compliance CSID already held is used).";
const CSR_ENVIRONMENTS = { developer: "sandbox", simulation: "simulation", core: "production" } as const;

let options;
try {
  ({ values: options } = parseArgs({ options: { org: { type: "string" }, otp: { type: "string" } } }));
} catch (error) {
  fail(`${(error as Error).message}. ${USAGE}`);
}
const orgId = options.org ?? fail(`--org is needed. ${USAGE}`);
const otp = options.otp?.trim();
const config = readConfig();
const { fatooraEnvironment: environment, fatooraBaseUrl: baseUrl } = config;
if (environment === "sandbox" || baseUrl === undefined) fail(`ZATCA_FATOORA is sandbox, which needs no CSID. ${USAGE}`);
const fatoora = { baseUrl };
const secretsKey = config.payments.secretsKey;

const database = await openDatabase().catch((error: unknown) =>
  fail(error instanceof StartupError ? error.message : `Cannot open the database: ${String(error)}`),
);
try {
  const state = await withOrg(database.app, orgId, (trx) => zatcaOnboardingState(trx, orgId));
  if (otp) {
    const issue = (csr: string) => requestComplianceCsid(fatoora, csr, otp);
    await storeZatcaCsid(database.app, orgId, CSR_ENVIRONMENTS[environment], issue, secretsKey);
    console.error(`Stored ZATCA's compliance CSID (${environment}); ZATCA now checks a signed sample of each document.`);
  }
  if (!otp && state?.certificateKind === "production") {
    console.error("The organization already signs under ZATCA's production CSID: nothing to do (--otp asks for a new one).");
  } else {
    const api: ZatcaOnboardingApi = {
      check: (csid, sample) => checkCompliance(fatoora, csid, sample),
      productionCsid: (csid, requestId) => requestProductionCsid(fatoora, csid, requestId),
    };
    report(await completeZatcaOnboarding(database.app, orgId, api, secretsKey, new Date()));
  }
} catch (error) {
  const { body, unexpected } = describeError(error, "en", "zatca:csid");
  process.exitCode = 1;
  console.error(unexpected ? String(error) : [body.message, USAGE].join("\n"));
} finally {
  await database.close();
}

function report(outcome: ZatcaOnboardingOutcome): void {
  if (outcome.status === "failed") {
    process.exitCode = 1;
    console.error("ZATCA's compliance checks failed; nothing of production was stored. Fix what ZATCA says and run again:");
    for (const { document, reasons } of outcome.failures) console.error(`- ${document}: ${reasons.join("; ")}`);
    return;
  }
  for (const { document, warnings } of outcome.warnings) console.error(`Warning on the ${document}: ${warnings.join("; ")}`);
  console.error(`Stored ZATCA's production CSID (${environment}); documents are signed under it from now on. The certificate:`);
  console.log(outcome.certificatePem.trimEnd());
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
