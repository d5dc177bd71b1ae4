import { configDefaults, defineConfig } from "vitest/config";

/**
 * Browser files that lost clicks or timed out beside another browser file on a loaded 2-core machine (first-hour counts
 * a user's clicks against a budget; journey's phone run failed once in CI; seen 2026-11-26): they run by themselves,
 * after the others.
 */
const ALONE = ["e2e/first-hour.e2e.spec.ts", "e2e/tenant-portal.e2e.spec.ts", "e2e/journey.e2e.spec.ts"];

/** What every browser file needs: the shared PostgreSQL server, a database of its own, and patience on a busy machine. */
const BROWSER = {
  globalSetup: ["./packages/db/src/testing/global-setup.ts"],
  setupFiles: ["./packages/db/src/testing/file-setup.ts"],
  testTimeout: 90_000,
  hookTimeout: 120_000,
  // A page answers within a second on an idle machine; a loaded 2-core CI box can take several.
  expect: { poll: { timeout: 15_000 } },
};

// One vitest process runs every project; int and e2e share one PostgreSQL server per run
// (embedded, or TEST_DATABASE_URL), and each test file gets its own database cloned from a migrated template.
// Vitest's default is one worker fewer than the cores, which on a 2-core machine runs every file one after another:
// unit and int files (mostly waiting on PostgreSQL) run two at a time first, then the browser files two at a time.
// Unit and int files share their worker's loaded modules (isolate: false): no file mocks a module or changes the
// environment, and each still gets its own database. Loading the server's modules again for each file was a third of
// the int run (measured 2026-11-27, the 30 router files: 143 s isolated, 60 s shared).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          maxWorkers: 2,
          isolate: false,
          include: ["{packages,apps,migrations}/**/*.unit.spec.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        test: {
          name: "int",
          maxWorkers: 2,
          isolate: false,
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
          exclude: [...configDefaults.exclude, ...ALONE],
          ...BROWSER,
          globalSetup: [...BROWSER.globalSetup, "./apps/server/src/testing/bundle-global-setup.ts"],
          // Two files at a time: each waits on its browser and server much of the time (measured 2026-11-26: the
          // browser files took 930 s two at a time, 1,200 s one at a time). One at a time, the whole of .ci/run came
          // to 29–31 minutes, past what CI allows.
          maxWorkers: 2,
          // Under two browsers on two cores a step can still outwait its timeout where the page is right; a test that
          // fails is run once more, and the run's report says which needed it. A test that fails twice is red.
          retry: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: "e2e-alone",
          include: ALONE,
          ...BROWSER,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
