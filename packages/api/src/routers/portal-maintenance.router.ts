import {
  countDocumentsOn,
  findAccountOwner,
  findMaintenanceRequest,
  findTenantContract,
  insertTask,
  listMaintenanceRequests,
  lockDocumentsOf,
  queueMessage,
  withOrg,
} from "@amlak/db";
import { AppError, contractStatus, riyadhToday, taskPeriod } from "@amlak/domain";
import { translate } from "@amlak/i18n";
import { MAX_MAINTENANCE_PHOTOS, ZMaintenancePhotosSchema, ZMaintenanceRequestSchema } from "@amlak/schemas";
import { z } from "zod";
import { hit, RATE_RULES } from "../auth/rate-limit.ts";
import { loadAuthorization } from "../authorization.ts";
import { checkFile, type CheckedFile } from "../documents/file-checks.ts";
import { storeFiles } from "../documents/store-files.ts";
import {
  ZMaintenancePhotosOutput,
  ZMaintenanceRequestCreatedOutput,
  ZMaintenanceRequestOutput,
} from "../outputs/maintenance-requests.output.ts";
import { portalReadProcedure, router } from "../trpc.ts";

/**
 * A tenant's request is resolved under the portal's row-level security (their own contract or request, else not
 * found); only then is it written, as the organization (withOrg), which the portal role may not do itself.
 */
const tenant = portalReadProcedure(["tenant"]);

/** An SMS names what is wrong in a line or two; the task holds all of it. */
const SUMMARY_LENGTH = 120;
const summary = (text: string) => (text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1)}…` : text);

/** Maintenance requests from the tenant portal (issue #20): each is a maintenance task of the landlord. */
export const portalMaintenanceRouter = router({
  /**
   * Files a request under one of the tenant's running contracts: a pending maintenance task on the contract's unit,
   * naming the tenant, titled by the category in the landlord's language, and an SMS to the landlord's account owner
   * in the same transaction. At most RATE_RULES.maintenanceRequest a day per tenant.
   */
  create: tenant
    .input(ZMaintenanceRequestSchema)
    .output(ZMaintenanceRequestCreatedOutput)
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      const today = riyadhToday(now);
      const contract = await findTenantContract(ctx.trx, ctx.scope.contactIds, input.contract_id);
      if (!contract) throw new AppError("notFound");
      const dates = { start: contract.contract_start, end: contract.contract_end, cancelled: contract.cancelled_on };
      if (contractStatus(dates, today) !== "Contract_Ongoing") throw new AppError("maintenance.contractNotActive");
      const orgId = ctx.scope.orgId;
      return withOrg(ctx.database.app, orgId, async (trx) => {
        await hit(trx, `maintenance:${orgId}:${contract.tenant_id}`, RATE_RULES.maintenanceRequest, now);
        const owner = await findAccountOwner(trx, orgId);
        const lang = owner?.lang ?? ctx.lang;
        const category = translate(lang, `maintenance.category.${input.category}`);
        const period = taskPeriod({ all_day: true, start_date: today, end_date: today, start_time: null, end_time: null });
        if (!period.ok) throw new AppError("internal");
        const { id } = await insertTask(trx, {
          org_id: orgId,
          type: "maintenance",
          title: category,
          description: input.description,
          cost: null,
          start_date: period.start,
          end_date: period.end,
          all_day: true,
          assignee_id: null,
          contact_id: contract.tenant_id,
          real_estate_id: contract.real_estate_id,
          requested_by_contact_id: contract.tenant_id,
          request_category: input.category,
        });
        if (owner) {
          const body = translate(lang, "sms.maintenanceRequested", {
            tenant: contract.tenant_name,
            unit: contract.real_estate_title,
            category,
            description: summary(input.description),
          });
          await queueMessage(trx, { recipient: owner.phone, body, lang, purpose: "maintenance.requested", orgId });
        }
        return { id, task_id: id };
      });
    }),

  /** The tenant's requests with their task's status now (a deleted task is closed), newest first. */
  list: tenant.output(z.array(ZMaintenanceRequestOutput)).query(async ({ ctx }) => {
    const requests = await listMaintenanceRequests(ctx.trx, ctx.scope.contactIds);
    return requests.map(({ category, description, status, created_at, completed_at, ...request }) => ({
      ...request,
      category: category!,
      description: description ?? "",
      status: status === "deleted" ? ("closed" as const) : status,
      created_at: new Date(created_at),
      completed_at: completed_at === null ? null : new Date(completed_at),
    }));
  }),

  /**
   * Adds photos to one of the tenant's open requests (the REST edge reads them from a multipart upload): the member
   * upload's size and content checks, pictures only, at most MAX_MAINTENANCE_PHOTOS on the request, stored as the
   * task's documents under the organization's row lock. A refusal stores nothing.
   */
  addPhotos: tenant
    .input(ZMaintenancePhotosSchema)
    .output(ZMaintenancePhotosOutput)
    .mutation(async ({ ctx, input }) => {
      const request = await findMaintenanceRequest(ctx.trx, ctx.scope.contactIds, input.id);
      if (!request) throw new AppError("notFound");
      const files: CheckedFile[] = [];
      for (const file of input.files) {
        const checked = await checkFile(file);
        if (checked.kind !== "image") throw new AppError("maintenance.photoNotImage", { name: checked.name });
        files.push(checked);
      }
      const orgId = ctx.scope.orgId;
      const written: string[] = [];
      try {
        return await withOrg(ctx.database.app, orgId, async (trx) => {
          await lockDocumentsOf(trx, orgId);
          const shelf = { attachedTo: "task" as const, recordId: request.id };
          if ((await countDocumentsOn(trx, shelf)) + files.length > MAX_MAINTENANCE_PHOTOS)
            throw new AppError("maintenance.tooManyPhotos", { max: MAX_MAINTENANCE_PHOTOS });
          const actor = { orgId, type: "client" as const, lang: ctx.lang, today: riyadhToday(ctx.now()) };
          const { subscription } = await loadAuthorization(trx, actor);
          const storing = { storage: ctx.storage, packageCode: subscription.effectivePackage.code, written };
          const stored = await storeFiles(trx, storing, files, {
            org_id: orgId,
            attached_to: "task",
            is_personal: false,
            owner_id: null,
            uploaded_by_contact_id: request.requested_by_contact_id,
            real_estate_id: null,
            contract_id: null,
            task_id: request.id,
          });
          const results = stored.map((row) => ({ id: row.id, name: row.name }));
          return { results };
        });
      } catch (error) {
        await Promise.all(written.map((key) => ctx.storage.delete(key).catch(() => undefined)));
        throw error;
      }
    }),
});
