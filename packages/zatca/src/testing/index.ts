export { decodeQr } from "./qr-tlv.ts";
export { runTool, schemaErrors, testSchema } from "./tools.ts";
