import { findImportContacts, findImportLeases, findImportRealEstates, lockOrganization, type Db, type Trx } from "@amlak/db";
import { AppError, mayPerform, type MemberAction, type UserType } from "@amlak/domain";
import { importPortfolio } from "@amlak/ledger";
import { ZImportFileSchema, ZImportTemplateSchema } from "@amlak/schemas";
import { createHash } from "node:crypto";
import { checkImport, summarize, type ExistingPortfolio } from "../imports/import-check.ts";
import { invalidImport, presentCheck } from "../imports/import-report.ts";
import { parseImport, type ParsedImport } from "../imports/import-rows.ts";
import { readImportWorkbook } from "../imports/import-sheets.ts";
import { importTemplate } from "../imports/import-template.ts";
import { actionProcedure, ledgerCommandProcedure } from "../ledger/ledger-procedures.ts";
import { actorOf, requirePackageAction, type Actor } from "../ledger/package-permission.ts";
import { ZImportPreviewOutput, ZImportSummaryOutput, ZImportTemplateOutput } from "../outputs/imports.output.ts";
import { areaProcedure, router } from "../trpc.ts";

/** Importing adds properties, contacts and contracts: the role must be allowed all three (the importData menu's roles). */
const IMPORT_ACTIONS: readonly MemberAction[] = ["realEstates.write", "contacts.write", "contracts.write"];

function requireImportRole(type: UserType) {
  if (!IMPORT_ACTIONS.every((action) => mayPerform(type, action))) throw new AppError("auth.roleForbidden");
}

/**
 * The package must allow managing properties (REALESTATES MANAGE_ENTITY) and, for a file with contracts or agents,
 * contracts (CONTRACTS) or agents (AGENTS).
 */
async function requirePackage(db: Db, who: Actor, rows: ParsedImport) {
  await requirePackageAction(db, who, "REALESTATES", "MANAGE_ENTITY");
  if (rows.contracts.length > 0) await requirePackageAction(db, who, "CONTRACTS", "MANAGE_ENTITY");
  if (rows.contacts.some((row) => row.value?.type === "agent")) await requirePackageAction(db, who, "AGENTS", "MANAGE_ENTITY");
}

/** The organization's contacts, properties and leases a workbook may name, read in the caller's scope. */
const existingPortfolio = async (trx: Trx, orgId: string): Promise<ExistingPortfolio> => ({
  contacts: await findImportContacts(trx, orgId),
  realEstates: await findImportRealEstates(trx, orgId),
  leases: await findImportLeases(trx, orgId),
});

const fingerprintOf = (file: string) => createHash("sha256").update(file).digest("hex");

export const importsRouter = router({
  /** The template in the asked language (the caller's by default), for GET /api/imports/template. */
  template: areaProcedure("importData")
    .input(ZImportTemplateSchema)
    .output(ZImportTemplateOutput)
    .query(({ ctx, input }) => importTemplate(input.lang ?? ctx.lang)),

  /** Every row of an uploaded workbook with its errors, and what importing it would add; writes nothing. */
  preview: actionProcedure("realEstates.write")
    .input(ZImportFileSchema)
    .output(ZImportPreviewOutput)
    .mutation(async ({ ctx, input }) => {
      requireImportRole(ctx.caller.type);
      const rows = parseImport(await readImportWorkbook(input.file, ctx.lang));
      await requirePackage(ctx.database.app, actorOf(ctx), rows);
      const check = checkImport(rows, await existingPortfolio(ctx.trx, ctx.caller.orgId));
      return presentCheck(check, summarize(rows), ctx.lang);
    }),

  /**
   * Checks the workbook again and writes all of it in one transaction (contracts signed through the ledger), or
   * nothing: a bad row refuses the whole file (import.invalid), naming the first bad cell.
   */
  commit: ledgerCommandProcedure("contracts.write")
    .input(ZImportFileSchema)
    .output(ZImportSummaryOutput)
    .mutation(async ({ ctx, input }) => {
      requireImportRole(ctx.caller.type);
      const rows = parseImport(await readImportWorkbook(input.file, ctx.lang));
      await requirePackage(ctx.database.app, actorOf(ctx, ctx.orgId), rows);
      await importPortfolio(
        ctx.database.app,
        ctx.ledger,
        async (trx) => {
          // Imports of the organization take turns: each checks its contacts and units against what the one before it
          // wrote. Two workbooks naming the same mobile both passed their check before.
          await lockOrganization(trx, ctx.orgId);
          const check = checkImport(rows, await existingPortfolio(trx, ctx.orgId));
          if (!check.plan) throw invalidImport(check, ctx.lang);
          return check.plan;
        },
        fingerprintOf(input.file),
      );
      return summarize(rows);
    }),
});
