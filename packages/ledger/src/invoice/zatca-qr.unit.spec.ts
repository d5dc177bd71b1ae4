import { describe, expect, it } from "vitest";
import { zatcaQrPayload } from "./zatca-qr.ts";

const hex = (base64: string) => Buffer.from(base64, "base64").toString("hex");

describe("zatcaQrPayload", () => {
  it("encodes the five tags with an Arabic seller name as UTF-8 bytes", () => {
    const payload = zatcaQrPayload({
      sellerName: "أملاك",
      vatNo: "300000000000003",
      timestamp: "2026-01-15T10:30:00Z",
      total: "1150.00",
      vatTotal: "150.00",
    });

    // Worked by hand: أ U+0623 = d8 a3, م U+0645 = d9 85, ل U+0644 = d9 84, ا U+0627 = d8 a7, ك U+0643 = d9 83.
    expect(hex(payload)).toBe(
      [
        "01" + "0a" + "d8a3" + "d985" + "d984" + "d8a7" + "d983",
        "02" + "0f" + "33" + "30".repeat(13) + "33",
        "03" + "14" + "323032362d30312d31355431303a33303a30305a",
        "04" + "07" + "313135302e3030",
        "05" + "06" + "3135302e3030",
      ].join(""),
    );
    expect(payload).toBe("AQrYo9mF2YTYp9mDAg8zMDAwMDAwMDAwMDAwMDMDFDIwMjYtMDEtMTVUMTA6MzA6MDBaBAcxMTUwLjAwBQYxNTAuMDA=");
  });

  it("accepts a value of exactly 255 bytes", () => {
    const payload = zatcaQrPayload({ sellerName: "a".repeat(255), vatNo: "3", timestamp: "t", total: "1", vatTotal: "0" });

    expect(hex(payload).slice(0, 4)).toBe("01ff");
  });

  it("refuses a value longer than a one-byte length can say", () => {
    // 128 Arabic letters are 256 bytes.
    expect(() =>
      zatcaQrPayload({
        sellerName: "م".repeat(128),
        vatNo: "300000000000003",
        timestamp: "2026-01-15T10:30:00Z",
        total: "1.00",
        vatTotal: "0.00",
      }),
    ).toThrow(RangeError);
  });
});
