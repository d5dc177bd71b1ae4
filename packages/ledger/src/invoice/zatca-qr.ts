/** The most UTF-8 bytes a TLV value can hold: its length is one byte. */
export const TLV_MAX_BYTES = 255;

export interface ZatcaQrFields {
  sellerName: string;
  vatNo: string;
  /** ISO 8601, e.g. 2026-01-15T10:30:00Z. */
  timestamp: string;
  /** Invoice total with VAT, two decimals. */
  total: string;
  vatTotal: string;
}

/** ZATCA phase-1 QR content: TLV (tags 1–5 in this order, one-byte tag, one-byte UTF-8 length, the bytes), base64. */
export function zatcaQrPayload(fields: ZatcaQrFields): string {
  const values = [fields.sellerName, fields.vatNo, fields.timestamp, fields.total, fields.vatTotal];
  const encoder = new TextEncoder();
  const tlv = values.flatMap((value, k) => {
    const bytes = encoder.encode(value);
    if (bytes.length > TLV_MAX_BYTES) throw new RangeError(`ZATCA QR tag ${k + 1} is ${bytes.length} bytes; at most ${TLV_MAX_BYTES} fit`);
    return [k + 1, bytes.length, ...bytes];
  });
  return Buffer.from(tlv).toString("base64");
}
