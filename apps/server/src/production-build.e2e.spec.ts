import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, isAlive } from "@amlak/db";
import { afterAll, describe, expect, it } from "vitest";
import { ServerProcess } from "./testing/server-process.ts";

// What `npm start` runs since issue #22: the server bundled to JavaScript (the e2e project's bundle-global-setup.ts
// builds it), on a fresh embedded database.
const serverDir = fileURLToPath(new URL("..", import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), "amlak-bundle-"));
chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as its own user, which must reach the folder
const postmasterFile = path.join(dataDir, "pg", "postmaster.pid");

afterAll(async () => {
  // A failed test may leave its server, and the embedded PostgreSQL a killed server orphans, running.
  await ServerProcess.killAll();
  const postmaster = existsSync(postmasterFile) ? Number(readFileSync(postmasterFile, "utf8").split("\n")[0]) : 0;
  if (postmaster && isAlive(postmaster)) process.kill(postmaster, "SIGINT");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the production build", () => {
  it("imports no TypeScript, tsx or compiler: only JavaScript packages from node_modules", () => {
    const imported = ["server.js", "worker.js"].flatMap((file) =>
      [...readFileSync(path.join(serverDir, "dist", file), "utf8").matchAll(/(?:from|import\()\s*"([^"]+)"/g)].map((match) => match[1]),
    );
    expect(imported).toContain("fastify");
    expect(imported.filter((name) => /^@amlak\/|\.tsx?$|^(tsx|typescript|esbuild)(\/|$)/.test(name ?? ""))).toEqual([]);
  });

  it("serves the web app, a PDF with its fonts and an Excel export from the bundle, then stops with its database", async () => {
    const server = await ServerProcess.start({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) });
    for (const page of ["/landing", "/mockLogin"]) {
      const response = await fetch(server.url(page));
      expect(response.status, page).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
    }

    const token = await server.demoToken();
    const download = async (url: string) => {
      const response = await fetch(server.url(url), { headers: { authorization: `Bearer ${token}` } });
      expect(response.status, url).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    const pdf = await download("/api/reports/income?result_type=PDF&lang=ar");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.includes("IBMPlexSansArabic")).toBe(true);
    const workbook = await download("/api/exports/real-estates?lang=ar");
    expect(workbook.subarray(0, 2).toString()).toBe("PK");

    server.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(existsSync(postmasterFile)).toBe(false);
  });
});
