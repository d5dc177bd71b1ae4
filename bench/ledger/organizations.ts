import type { Db } from "@amlak/db";
import { newOrganization, type TestOrganization } from "../../packages/ledger/src/testing/ledger-db.ts";

/** An organization with one lessor and one tenant; each bench contract is signed on a unit of its own (`newUnit`). */
export type BenchOrganization = TestOrganization;

/** Ledger time of the bench: every command runs "on" this instant, so schedules and postings are reproducible. */
const BENCH_NOW = new Date("2026-06-15T09:00:00+03:00");

export const createOrganization = (owner: Db, n: number): Promise<BenchOrganization> =>
  newOrganization(owner, { name: `مؤسسة الأداء العقارية ${n}`, now: BENCH_NOW });
