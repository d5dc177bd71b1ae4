import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export function testSchema(name: string): string {
  return fileURLToPath(new URL(`../../test-schemas/${name}`, import.meta.url));
}

/** Runs a command-line tool (xmllint, xsltproc, openssl) with the input on stdin. */
export function runTool(command: string, args: string[], input: string | Uint8Array = ""): { ok: boolean; stdout: Buffer; stderr: string } {
  const result = spawnSync(command, args, { input, maxBuffer: 16 * 1024 * 1024 });
  if (result.error) throw result.error;
  return { ok: result.status === 0, stdout: result.stdout, stderr: result.stderr.toString() };
}

/** xmllint's schema check of a document; the messages when it fails. */
export function schemaErrors(xml: string, schemaPath: string): string {
  const result = runTool("xmllint", ["--noout", "--schema", schemaPath, "-"], xml);
  return result.ok ? "" : result.stderr;
}
