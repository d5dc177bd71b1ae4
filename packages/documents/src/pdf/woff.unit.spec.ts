import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { sfntFromWoff } from "./woff.ts";

const woff = readFileSync(
  createRequire(import.meta.url).resolve("@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff"),
);

function tableRecords(sfnt: Buffer) {
  return Array.from({ length: sfnt.readUInt16BE(4) }, (_, index) => {
    const entry = 12 + index * 16;
    const [checksum, offset, length] = [sfnt.readUInt32BE(entry + 4), sfnt.readUInt32BE(entry + 8), sfnt.readUInt32BE(entry + 12)];
    return {
      tag: sfnt.toString("latin1", entry, entry + 4),
      checksum,
      data: sfnt.subarray(offset, offset + Math.ceil(length / 4) * 4),
      length,
    };
  });
}

/** The OpenType table checksum: the sum of the table's big-endian 32-bit words, zero-padded. */
function checksumOf(data: Buffer): number {
  let sum = 0;
  for (let offset = 0; offset < data.length; offset += 4) sum = (sum + data.readUInt32BE(offset)) >>> 0;
  return sum;
}

describe("sfntFromWoff", () => {
  const sfnt = sfntFromWoff(woff);

  it("keeps the flavour and every table, each matching the checksum the WOFF recorded", () => {
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    const tables = tableRecords(sfnt);
    expect(tables).toHaveLength(woff.readUInt16BE(12));
    expect(tables.map(({ tag }) => tag)).toContain("GSUB");
    // head is summed with its checkSumAdjustment field set to zero, so it is the one table left out here.
    for (const { tag, checksum, data } of tables.filter(({ tag }) => tag !== "head")) {
      expect({ tag, checksum: checksumOf(data) }).toEqual({ tag, checksum });
    }
  });

  it("rejects a file that is not WOFF", () => {
    expect(() => sfntFromWoff(sfnt)).toThrow("Not a WOFF font");
  });
});
