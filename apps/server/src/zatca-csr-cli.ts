import { describeError } from "@amlak/api";
import { openDatabase, StartupError } from "@amlak/db";
import { onboardZatca } from "@amlak/ledger";
import { parseArgs } from "node:util";
import { readConfig } from "./config.ts";

// npm run zatca:csr -- --org ORG_ID --street STREET --building 1234 --district DISTRICT --city CITY --postal 12345
// onboards the organization's EGS unit for ZATCA phase 2 (issue #23): a new secp256k1 key, the CSR to ZATCA's profile
// and the built-in sandbox's certificate, stored for the organization; then prints the CSR. For an organization
// already onboarded it prints the CSR it has (the address options are then not needed).
const USAGE =
  "Run npm run zatca:csr -- --org ORG_ID --street STREET --building 1234 --district DISTRICT --city CITY --postal 12345 (the seller's national address).";

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      org: { type: "string" },
      street: { type: "string", default: "" },
      building: { type: "string", default: "" },
      district: { type: "string", default: "" },
      city: { type: "string", default: "" },
      postal: { type: "string", default: "" },
    },
  }));
} catch (error) {
  fail(`${(error as Error).message}. ${USAGE}`);
}
const orgId = options.org ?? fail(`--org is needed. ${USAGE}`);

const database = await openDatabase().catch((error: unknown) =>
  fail(error instanceof StartupError ? error.message : `Cannot open the database: ${String(error)}`),
);
try {
  const address = {
    street: options.street,
    buildingNumber: options.building,
    district: options.district,
    city: options.city,
    postalCode: options.postal,
  };
  const { csr, created } = await onboardZatca(database.app, orgId, address, new Date(), readConfig().payments.secretsKey);
  console.error(created ? "Onboarded with the sandbox certificate; the CSR:" : "Already onboarded; its CSR:");
  console.log(csr.trimEnd());
} catch (error) {
  const { body, unexpected } = describeError(error, "en", "zatca:csr");
  if (unexpected) throw error;
  process.exitCode = 1;
  console.error([body.message, USAGE].join("\n"));
} finally {
  await database.close();
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
