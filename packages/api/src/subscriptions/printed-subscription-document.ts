import type { findSubscriptionDocument } from "@amlak/db";
import type { Lang } from "@amlak/i18n";
import { zatcaQrPayload } from "@amlak/ledger";
import type { PlatformSeller } from "./platform-seller.ts";

type DocumentRow = NonNullable<Awaited<ReturnType<typeof findSubscriptionDocument>>>;

const magnitude = (amount: string) => amount.replace(/^-/, "");

/**
 * A subscription invoice or credit note as printed in `lang`. The QR names the seller by its registered (Arabic)
 * name whatever the language, and carries the document's amounts without a credit note's sign.
 */
export function printedSubscriptionDocument(row: DocumentRow, seller: PlatformSeller, lang: Lang) {
  const issuedAt = new Date(row.issued_at);
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    creditedNumber: row.credited_number,
    issuedAt,
    net: row.net,
    vatAmount: row.vat_amount,
    total: row.total,
    packageName: lang === "ar" ? row.name_ar : row.name_en,
    billing: row.billing,
    startDate: row.start_date,
    endDate: row.end_date,
    seller: { name: lang === "ar" ? seller.nameAr : seller.nameEn, vatNo: seller.vatNo, address: seller.address },
    buyer: row.buyer_name ? { name: row.buyer_name, vatNo: row.buyer_vat_no, address: row.buyer_address } : null,
    qr: zatcaQrPayload({
      sellerName: seller.nameAr,
      vatNo: seller.vatNo,
      timestamp: issuedAt.toISOString(),
      total: magnitude(row.total),
      vatTotal: magnitude(row.vat_amount),
    }),
  };
}
