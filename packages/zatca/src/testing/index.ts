export { expectedQr, readWithZatcaSdk } from "./independent-check.ts";
export { decodeQr } from "./qr-tlv.ts";
export { runTool, ublSchemaErrors } from "./tools.ts";
export { testCertificate } from "./test-certificate.ts";
export { fakeFatoora, FAKE_OTP, type FakeFatoora } from "./fake-fatoora.ts";
export { zatcaRuleFailures } from "./zatca-rules.ts";
