import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { validateXML, type XMLFileInfo } from "xmllint-wasm";

export function testSchema(name: string): string {
  return fileURLToPath(new URL(`../../test-schemas/${name}`, import.meta.url));
}

/** Runs a command-line tool (xsltproc, xmllint, openssl) with the input on stdin. */
export function runTool(command: string, args: string[], input: string | Uint8Array = ""): { ok: boolean; stdout: Buffer; stderr: string } {
  const result = spawnSync(command, args, { input, maxBuffer: 16 * 1024 * 1024 });
  if (result.error) throw result.error;
  return { ok: result.status === 0, stdout: result.stdout, stderr: result.stderr.toString() };
}

const UBL_XSD = testSchema("ubl-2.1/xsd");

function schemaFile(path: string): XMLFileInfo {
  return { fileName: path, contents: readFileSync(`${UBL_XSD}/${path}`, "utf8") };
}

let ublSchemas: { schema: XMLFileInfo; preload: XMLFileInfo[] } | undefined;

/** The OASIS UBL 2.1 schema check of an Invoice document (libxml2's, by xmllint-wasm); the messages when it fails. */
export async function ublSchemaErrors(xml: string): Promise<string> {
  ublSchemas ??= {
    schema: schemaFile("maindoc/UBL-Invoice-2.1.xsd"),
    preload: readdirSync(`${UBL_XSD}/common`).map((name) => schemaFile(`common/${name}`)),
  };
  const result = await validateXML({ xml: { fileName: "invoice.xml", contents: xml }, ...ublSchemas });
  return result.valid ? "" : result.rawOutput || "invalid";
}
