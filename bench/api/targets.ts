import { PAGE_SIZE } from "@amlak/schemas";

/** The properties screen's first page, as the web app asks for it. */
export const LIST_INPUT = { page: 1, sort: "title", direction: "asc" } as const;

export type TargetName = "plainList" | "trpc" | "plainFind" | "rest";

export interface Target {
  name: TargetName;
  path: string;
  /** Whether the requests carry the signed-in token. */
  signedIn: boolean;
  /** The rows of a right answer's body (so no error page is measured), given the organization's real estates. */
  rowsOf(body: unknown): number;
  expectedRows(estates: number): number;
}

type ListPage = { total: number; rows: unknown[] };

/**
 * Each API route beside a plain Fastify route running its query: tRPC's realEstates.list (superjson input, one call,
 * no batch) beside withOrg + listRealEstates; the REST adapter's list of real estates, GET /api/real-estates (SPEC §7:
 * realEstates.find, every id and title, no paging; the closest REST list of the properties), beside withOrg +
 * findRealEstates.
 */
export const TARGETS: Target[] = [
  { name: "plainList", path: "/bench/plain-list", signedIn: false, rowsOf: (body) => (body as ListPage).rows.length, expectedRows: page },
  {
    name: "trpc",
    path: `/trpc/realEstates.list?input=${encodeURIComponent(JSON.stringify({ json: LIST_INPUT }))}`,
    signedIn: true,
    rowsOf: (body) => (body as { result: { data: { json: ListPage } } }).result.data.json.rows.length,
    expectedRows: page,
  },
  { name: "plainFind", path: "/bench/plain-find", signedIn: false, rowsOf: (body) => (body as unknown[]).length, expectedRows: all },
  { name: "rest", path: "/api/real-estates", signedIn: true, rowsOf: (body) => (body as unknown[]).length, expectedRows: all },
];

function page(estates: number) {
  return Math.min(PAGE_SIZE, estates);
}

function all(estates: number) {
  return estates;
}
