import { seedDemoAccount } from "@amlak/api";
import { demoCaller, testServices, tokenFor } from "@amlak/api/testing";
import { riyadhToday } from "@amlak/domain";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../app.ts";
import { contractProblems } from "./contract-check.ts";

/**
 * The HTTP app over this test file's database with a demo organization of its own, signed in by `phone`: requests go
 * through inject with its bearer token, in English.
 */
export class DemoApi {
  readonly services = testServices();
  /** The demo organization's id, once started. */
  orgId = "";
  private app?: FastifyInstance;
  private token = "";

  constructor(phone: string) {
    beforeAll(async () => {
      const owner = this.services.database.owner;
      await seedDemoAccount(owner, { phone, password: "Secret@123", email: `${phone}@example.sa` }, riyadhToday(new Date()));
      const caller = await demoCaller(this.services, phone);
      this.orgId = caller.orgId;
      this.token = await tokenFor(caller);
      this.app = await buildApp({ services: this.services });
    });
    afterAll(() => this.app?.close());
  }

  /** The ids of the demo's first rent instalments not invoiced yet, by due date. */
  async uninvoicedRents(limit: number): Promise<string[]> {
    const rows = await this.services.database.owner
      .selectFrom("payments")
      .select("id")
      .where("org_id", "=", this.orgId)
      .where("payment_type", "=", "rent")
      .where("invoice_id", "is", null)
      .orderBy("due_date")
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Issues the tax invoice of one payment through POST /api/invoices, answering its id. */
  async invoice(paymentId: string): Promise<string> {
    return ((await this.send("POST", "/api/invoices", { payment_ids: [paymentId] })).json() as { id: string }).id;
  }

  /**
   * A JSON body, or raw bytes sent as they are (a multipart upload names its content type in `headers`). A JSON answer
   * of a documented route must keep the schema /api/openapi.json gives it, in the version asked for.
   */
  async send(method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, headers: Record<string, string> = {}) {
    if (!this.app) throw new Error("DemoApi starts in beforeAll");
    const raw = Buffer.isBuffer(payload);
    const response = await this.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${this.token}`,
        "accept-language": "en",
        ...(payload && !raw ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      ...(payload ? { payload: raw ? payload : JSON.stringify(payload) } : {}),
    });
    if (response.headers["content-type"]?.toString().startsWith("application/json")) {
      const problems = contractProblems(method, url, headers["api-version"], response.statusCode, response.json());
      if (problems.length > 0) throw new Error(`The answer breaks its documented schema:\n${problems.join("\n")}`);
    }
    return response;
  }
}
