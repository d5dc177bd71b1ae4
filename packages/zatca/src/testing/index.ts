export { decodeQr } from "./qr-tlv.ts";
export { testCertificate, type TestCertificate } from "./test-certificate.ts";
export { runTool, schemaErrors, testSchema } from "./tools.ts";
