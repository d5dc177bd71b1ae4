export type { NationalAddress, ZatcaDocument } from "./document.ts";
export { buildInvoiceXml } from "./invoice-xml.ts";
export { INITIAL_PIH, invoiceHash } from "./invoice-hash.ts";
export { signInvoice, type SignedInvoice, type SigningInput } from "./sign-invoice.ts";
export { buildCsr, type CsrInput } from "./csr.ts";
export { egsPrivateKey, sandboxCertificate } from "./sandbox-certificate.ts";
export { documentQr } from "./qr.ts";
export { sandboxFatoora, type FatooraAnswer, type FatooraPort } from "./fatoora.ts";
export { FATOORA_BASE_URLS, fatooraHttp, requestComplianceCsid, type FatooraEnvironment } from "./fatoora-http.ts";
