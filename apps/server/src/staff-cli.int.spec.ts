import { testServices } from "@amlak/api/testing";
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const services = testServices();
const cli = fileURLToPath(new URL("./staff-cli.ts", import.meta.url));

/** `npm run staff:create -- ARGS` on this test file's database: its exit code and what it printed. */
async function staffCreate(...args: string[]) {
  const run = promisify(execFile)(process.execPath, ["--import", "tsx", cli, ...args], {
    env: { ...process.env, DATABASE_URL: services.database.url },
  });
  return run.then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

describe("npm run staff:create", () => {
  it("creates a staff user and prints their id; a wrong option prints what is wrong and exits 1", async () => {
    const created = await staffCreate("--type", "system", "--name", "Sara Admin", "--phone", "0559200001", "--password", "Admin@12345");
    expect(created).toMatchObject({ code: 0, stderr: "" });
    const user = await services.database.owner
      .selectFrom("users")
      .select(["id", "type", "org_id"])
      .where("phone", "=", "559200001")
      .executeTakeFirstOrThrow();
    expect(created.stdout.trim()).toBe(user.id);
    expect(user).toMatchObject({ type: "system", org_id: null });

    const refused = await staffCreate("--type", "admin", "--name", "Sara", "--phone", "12345", "--password", "Admin@12345");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("--type: This field is invalid");
    expect(refused.stderr).toContain("--phone: Enter a valid Saudi mobile number");
    expect(refused.stderr).toContain("Run npm run staff:create -- --type system|customerService|seoSpecialist");
  }, 60_000);
});
