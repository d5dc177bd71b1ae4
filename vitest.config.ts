import { defineConfig } from "vitest/config";

// One vitest process runs every project; int and e2e share one PostgreSQL server per run
// (embedded, or TEST_DATABASE_URL), and each test file gets its own database cloned from a migrated template.
// Vitest's default is one worker fewer than the cores, which on a 2-core machine runs every file one after another:
// unit and int files (mostly waiting on PostgreSQL) run two at a time first, then the browser files one at a time.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          maxWorkers: 2,
          include: ["{packages,apps,migrations}/**/*.unit.spec.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        test: {
          name: "int",
          maxWorkers: 2,
          include: ["{packages,apps}/**/*.int.spec.ts"],
          globalSetup: ["./packages/db/src/testing/global-setup.ts"],
          setupFiles: ["./packages/db/src/testing/file-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["{apps,e2e}/**/*.e2e.spec.ts"],
          globalSetup: ["./packages/db/src/testing/global-setup.ts"],
          setupFiles: ["./packages/db/src/testing/file-setup.ts"],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // One file at a time: two at once (measured 2026-11-26) cut the browser files from about 1,200 s to 930 s, but
          // three clean-clone runs out of four lost a click or timed out somewhere (first-hour, tenant-portal, journey,
          // also-fix, subscription-fallback) under the load.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          // A page answers within a second on an idle machine; a loaded 2-core CI box can take several.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
