import { crc32, deflateSync } from "node:zlib";

/** Small genuine files of the kinds SPEC §3 accepts, and impostors, for upload tests. */
export const SAMPLE_FILES = {
  pdf: Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj " +
      "3 0 obj<</Type/Page/MediaBox[0 0 200 200]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  ),
  /** A 1×1 PNG. */
  png: Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"),
  txt: Buffer.from("عقد الإيجار — ملاحظات\nLease notes\n"),
  /** A Windows executable's header (MZ … PE). */
  exe: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(58), Buffer.from([0x40, 0, 0, 0]), Buffer.from("PE\0\0"), Buffer.alloc(64)]),
  /** A Linux executable's header. */
  elf: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]),
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const framing = Buffer.alloc(8);
  framing.writeUInt32BE(data.length, 0);
  framing.writeUInt32BE(crc32(body), 4);
  return Buffer.concat([framing.subarray(0, 4), body, framing.subarray(4)]);
}

/**
 * A width×height PNG with an alpha channel, one brand green; `filter` is every row's filter byte, so a number above
 * PNG's 4 makes an image whose header reads well and whose pixels cannot be drawn.
 */
export function pngImage(width: number, height: number, filter = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, no interlacing
  const pixel = [0x0d, 0x6b, 0x5e, 0xff];
  const row = Buffer.from([filter, ...Array.from({ length: width }, () => pixel).flat()]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([PNG_SIGNATURE, pngChunk("IHDR", header), pngChunk("IDAT", deflateSync(pixels)), pngChunk("IEND", Buffer.alloc(0))]);
}
