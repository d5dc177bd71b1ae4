import { seedDemoAccount } from "@amlak/api";
import { demoCaller, SAMPLE_FILES, testServices, tokenFor } from "@amlak/api/testing";
import { riyadhToday } from "@amlak/domain";
import type { FastifyInstance } from "fastify";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";

const PHONE = "581000123";
const PASSWORD = "Secret@123";
let log = "";
const output = new Writable({
  write(chunk: Buffer, _encoding, done) {
    log += chunk.toString();
    done();
  },
});
const services = testServices();
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  await seedDemoAccount(
    services.database.owner,
    { phone: PHONE, password: PASSWORD, email: `${PHONE}@example.sa` },
    riyadhToday(new Date()),
  );
  token = await tokenFor(await demoCaller(services, PHONE));
  app = await buildApp({ services, logger: { level: "info", stream: output } });
});
afterAll(() => app.close());

/** One file in the multipart field POST /api/upload reads. */
function uploadBody(bytes: Buffer) {
  const boundary = "----amlaklogs";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="arrayOfFilesName"; filename="lease.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe("the log of a run", () => {
  it("shows file link signatures redacted and phones by their last three digits only, in one line a request", async () => {
    const { payload, contentType } = uploadBody(SAMPLE_FILES.pdf);
    const uploaded = await app.inject({
      method: "POST",
      url: "/api/upload?type=ARCHIVE&count=1",
      headers: { authorization: `Bearer ${token}`, "content-type": contentType },
      payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const link = (uploaded.json() as { results: { url: string }[] }).results[0]!.url;
    const signature = new URL(link, "http://amlak").searchParams.get("signature")!;
    expect(signature.length).toBeGreaterThan(20);
    expect((await app.inject({ method: "GET", url: link })).statusCode).toBe(200);

    const signIn = await app.inject({ method: "POST", url: "/api/login", payload: { phone: `0${PHONE}`, password: PASSWORD } });
    expect(signIn.statusCode).toBe(200);
    const search = await app.inject({
      method: "GET",
      url: `/api/contacts?searchText=0${PHONE}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(search.statusCode).toBe(200);

    expect(log).not.toContain(signature);
    expect(log).not.toContain(PHONE);
    const lines = log
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { msg?: string; req?: { url: string } });
    const urls = lines.flatMap((line) => (line.req ? [line.req.url] : []));
    expect(urls).toContain(link.replace(signature, "[redacted]"));
    expect(urls).toContain("/api/contacts?searchText=*******123");
    // One line a request, once answered, with its status.
    expect(lines.filter((line) => line.req).map((line) => line.msg)).toEqual(urls.map(() => "request completed"));
    expect(urls.filter((url) => url.startsWith("/api/contacts?"))).toHaveLength(1);
  });
});
