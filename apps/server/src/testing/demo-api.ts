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
  private app?: FastifyInstance;
  private token = "";

  constructor(phone: string) {
    beforeAll(async () => {
      const owner = this.services.database.owner;
      await seedDemoAccount(owner, { phone, password: "Secret@123", email: `${phone}@example.sa` }, riyadhToday(new Date()));
      this.token = await tokenFor(await demoCaller(this.services, phone));
      this.app = await buildApp({ services: this.services });
    });
    afterAll(() => this.app?.close());
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
