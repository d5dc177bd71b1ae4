import { describe, expect, it } from "vitest";
import { redactedUrl } from "./log-redaction.ts";

const ORG = "0f5e2b9c-3a41-4d7e-9b1a-512345678901";

describe("redactedUrl", () => {
  it("hides a file link's signature, keeping the document, organization and expiry", () => {
    expect(redactedUrl(`/api/files/abc?org=${ORG}&expires=1767225600&signature=Zk9v_-x1`)).toBe(
      `/api/files/abc?org=${ORG}&expires=1767225600&signature=[redacted]`,
    );
    expect(redactedUrl("/api/files/abc?signature=Zk9v&org=x")).toBe("/api/files/abc?signature=[redacted]&org=x");
  });

  it("masks a phone in the query however it is written, to its last three digits", () => {
    expect(redactedUrl("/api/contacts?searchText=0551234567&type=tenant")).toBe("/api/contacts?searchText=*******567&type=tenant");
    expect(redactedUrl("/api/contacts?searchText=%2B966551234567")).toBe("/api/contacts?searchText=*******567");
    const input = encodeURIComponent(JSON.stringify({ 0: { json: { searchText: "551234567" } } }));
    expect(redactedUrl(`/trpc/contacts.find?batch=1&input=${input}`)).toBe(
      `/trpc/contacts.find?batch=1&input=${input.replace("551234567", "*******567")}`,
    );
  });

  it("leaves paths, identifiers and other numbers as they are", () => {
    expect(redactedUrl(`/api/contracts/${ORG}`)).toBe(`/api/contracts/${ORG}`);
    expect(redactedUrl(`/api/payments?contract=${ORG}&page=551234567890`)).toBe(`/api/payments?contract=${ORG}&page=551234567890`);
  });
});
