import { onboardZatca } from "@amlak/ledger";
import { sandboxFatoora, type FatooraPort } from "@amlak/zatca";
import { beforeAll, describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";
import { zatcaSubmissions } from "./zatca-submissions.job.ts";

// The zatca.submissions job (issue #23): signed invoices waiting for ZATCA are reported once, and stay pending while
// ZATCA cannot be reached.
const api = new DemoApi("567700032");
const logged: object[] = [];
const logger = { info: (fields: object) => void logged.push(fields), error: (fields: object) => void logged.push(fields) };
const invoiceIds: string[] = [];

const run = (fatoora: FatooraPort) => {
  const { database, paymentGateway, secretsKey } = api.services;
  return zatcaSubmissions.run({
    database,
    paymentGateway,
    logger,
    fatoora,
    now: () => new Date(),
    publicUrl: "http://127.0.0.1:9",
    secretsKey,
  });
};
const statuses = () => api.services.database.owner.selectFrom("invoices").select("zatca_status").where("id", "in", invoiceIds).execute();

beforeAll(async () => {
  await onboardZatca(
    api.services.database.app,
    api.orgId,
    { street: "العليا", buildingNumber: "7235", district: "العليا", city: "الرياض", postalCode: "12211" },
    new Date(),
    api.services.secretsKey,
  );
  for (const id of await api.uninvoicedRents(2)) invoiceIds.push(await api.invoice(id));
});

describe("the ZATCA submissions job", () => {
  it("keeps invoices pending while ZATCA cannot be reached, then reports each once", async () => {
    const unreachable: FatooraPort = {
      report: () => Promise.reject(new Error("ECONNREFUSED")),
      clear: () => Promise.reject(new Error("ECONNREFUSED")),
    };
    await expect(run(unreachable)).rejects.toThrow("ECONNREFUSED");
    expect(await statuses()).toEqual([{ zatca_status: "pending" }, { zatca_status: "pending" }]);

    await run(sandboxFatoora);
    expect(await statuses()).toEqual([{ zatca_status: "reported" }, { zatca_status: "reported" }]);
    expect(logged).toContainEqual({ invoices: 2 });
    await run(sandboxFatoora);
    expect(logged.filter((fields) => "invoices" in fields)).toHaveLength(1);
  });
});
