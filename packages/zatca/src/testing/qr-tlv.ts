/** Reads a phase-2 QR back into its TLV values, tag by tag. */
export function decodeQr(base64: string): Map<number, Buffer> {
  const bytes = Buffer.from(base64, "base64");
  const values = new Map<number, Buffer>();
  for (let at = 0; at < bytes.length;) {
    const tag = bytes[at]!;
    const length = bytes[at + 1]!;
    values.set(tag, bytes.subarray(at + 2, at + 2 + length));
    at += 2 + length;
  }
  return values;
}
