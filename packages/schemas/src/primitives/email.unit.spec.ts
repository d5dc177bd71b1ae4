import { describe, expect, it } from "vitest";
import { isValidEmail } from "./email.ts";

describe("isValidEmail", () => {
  it.each(["owner@amlak.sa", "a.b+rent@mail.example.com"])("accepts %j", (text) => {
    expect(isValidEmail(text)).toBe(true);
  });

  it.each(["", "owner", "owner@", "owner@amlak", "@amlak.sa", "owner @amlak.sa", "owner@@amlak.sa"])("rejects %j", (text) => {
    expect(isValidEmail(text)).toBe(false);
  });
});
