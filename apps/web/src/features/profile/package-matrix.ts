import { hasAction, REPORT_NAMES, type Permission, type PermissionCode, type PermissionEntity } from "@amlak/domain";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";

type ConfiguredPackage = RouterOutputs["subscriptions"]["packages"][number];

/** What a cell shows: included or not, a count, a count out of a total, or an amount of storage. */
export type MatrixCell =
  | { kind: "included"; value: boolean }
  | { kind: "count"; value: number }
  | { kind: "share"; value: number; total: number }
  | { kind: "storage"; gigabytes: number };

interface MatrixRow {
  /** profile.matrix.<key> */
  key: string;
  cells: MatrixCell[];
}

export interface MatrixGroup {
  /** profile.matrix.group.<key> */
  key: string;
  rows: MatrixRow[];
}

type Feature = [key: string, cellOf: (pkg: { permissions: Permission[]; storageGb: number }) => MatrixCell];

const grants =
  (entity: PermissionEntity, ...codes: PermissionCode[]): Feature[1] =>
  (pkg) => ({
    kind: "included",
    value: codes.every((code) => hasAction(pkg.permissions, entity, code)),
  });

const limit =
  (entity: PermissionEntity, code: string): Feature[1] =>
  (pkg) => ({
    kind: "count",
    value: pkg.permissions.find((permission) => permission.entity === entity)?.limits.find((l) => l.code === code)?.limit ?? 0,
  });

/** SPEC §6 package matrix: the features a Saudi property manager compares packages by, grouped as on the pricing page. */
const FEATURES: readonly [group: string, features: Feature[]][] = [
  [
    "properties",
    [
      ["properties", grants("REALESTATES", "MANAGE_ENTITY")],
      ["bookmarks", grants("REALESTATES", "BOOKMARK")],
      ["vacancyCost", grants("REALESTATES", "REALESTATE_VACANCY_COST")],
      ["assignUser", grants("REALESTATES", "ASSIGN_USER")],
    ],
  ],
  [
    "contracts",
    [
      ["contracts", grants("CONTRACTS", "MANAGE_ENTITY")],
      ["quotations", grants("CONTRACTS", "CREATE_QUOTATION")],
      ["taxInvoice", grants("CONTRACTS", "GENERATE_RENT_TAX_INVOICE")],
      ["agents", grants("AGENTS", "MANAGE_ENTITY")],
    ],
  ],
  [
    "operations",
    [
      ["tasks", grants("TASKS", "MANAGE_ENTITY")],
      ["archiveDocuments", limit("DOCUMENTS", "PERSONAL_DOCUMENTS_LIMIT")],
      ["unitDocuments", limit("DOCUMENTS", "REALESTATE_DOCUMENTS_LIMIT")],
      ["taskDocuments", limit("DOCUMENTS", "TASK_DOCUMENTS_LIMIT")],
    ],
  ],
  [
    "team",
    [
      ["subUsers", limit("SUB_USERS", "CREATE_LIMIT")],
      [
        "reports",
        (pkg) => ({
          kind: "share",
          value: REPORT_NAMES.filter((report) => hasAction(pkg.permissions, "REPORTS", report)).length,
          total: REPORT_NAMES.length,
        }),
      ],
      ["exports", grants("REPORTS", "EXPORT_EXCEL", "EXPORT_PDF")],
    ],
  ],
  [
    "other",
    [
      ["storage", (pkg) => ({ kind: "storage", gigabytes: pkg.storageGb })],
      ["whiteLabel", grants("ORGANIZATION_PREFERENCES", "LOGO", "THEME")],
    ],
  ],
];

/**
 * The packages (columns) by feature (rows), as the server answers them: what staff configured each one to grant, the
 * same permissions every check on the server reads, never a copy of them.
 */
export function packageMatrix(packages: readonly ConfiguredPackage[]): readonly MatrixGroup[] {
  const configured = packages.map((pkg) => ({ storageGb: pkg.storageGb, permissions: pkg.permissions as Permission[] }));
  return FEATURES.map(([key, features]) => ({
    key,
    rows: features.map(([rowKey, cellOf]) => ({ key: rowKey, cells: configured.map(cellOf) })),
  }));
}
