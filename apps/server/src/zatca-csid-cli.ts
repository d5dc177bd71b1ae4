import { describeError } from "@amlak/api";
import { openDatabase, StartupError } from "@amlak/db";
import { storeZatcaCsid } from "@amlak/ledger";
import { FATOORA_BASE_URLS, requestComplianceCsid } from "@amlak/zatca";
import { parseArgs } from "node:util";
import { readConfig } from "./config.ts";

// npm run zatca:csid -- --org ORG_ID --otp 123456 exchanges the onboarded organization's CSR (npm run zatca:csr) and
// the one-time code from ZATCA's Fatoora portal for a compliance CSID in the environment ZATCA_FATOORA names
// (developer, simulation or core), and stores its certificate and secret (sealed) for the organization (issue #23).
const USAGE =
  "Run ZATCA_FATOORA=developer|simulation|core npm run zatca:csid -- --org ORG_ID --otp OTP (the code from the Fatoora portal).";
const CSR_ENVIRONMENTS = { developer: "sandbox", simulation: "simulation", core: "production" } as const;

let options;
try {
  ({ values: options } = parseArgs({ options: { org: { type: "string" }, otp: { type: "string" } } }));
} catch (error) {
  fail(`${(error as Error).message}. ${USAGE}`);
}
const orgId = options.org ?? fail(`--org is needed. ${USAGE}`);
const otp = options.otp?.trim() || fail(`--otp is needed. ${USAGE}`);
const config = readConfig();
const environment = config.fatooraEnvironment;
if (environment === "sandbox") fail(`ZATCA_FATOORA is sandbox, which needs no CSID. ${USAGE}`);

const database = await openDatabase().catch((error: unknown) =>
  fail(error instanceof StartupError ? error.message : `Cannot open the database: ${String(error)}`),
);
try {
  const issue = (csr: string) => requestComplianceCsid({ baseUrl: FATOORA_BASE_URLS[environment] }, csr, otp);
  const { certificatePem } = await storeZatcaCsid(database.app, orgId, CSR_ENVIRONMENTS[environment], issue, config.payments.secretsKey);
  console.error(`Stored ZATCA's compliance CSID (${environment}); the certificate:`);
  console.log(certificatePem.trimEnd());
} catch (error) {
  const { body, unexpected } = describeError(error, "en", "zatca:csid");
  process.exitCode = 1;
  console.error(unexpected ? String(error) : [body.message, USAGE].join("\n"));
} finally {
  await database.close();
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
