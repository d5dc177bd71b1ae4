import type { Db, Trx } from "@amlak/db";
import { AppError, renewalTerms, type ErrorCode, type RenewalChange, type ScheduleInput } from "@amlak/domain";
import { toFixed2 } from "@amlak/money";
import { contractDecider, requireRenewable, type ContractState } from "../contract/contract.decider.ts";
import type { CommandHooks } from "../event-store/run-command.ts";
import type { LedgerSession } from "../event-store/ledger-session.ts";
import { streamId } from "../streams.ts";
import { runLedgerCommand, type LedgerContext } from "./ledger-command.ts";
import { signContractInSession } from "./sign-contract.ts";
import { isVatRegistered } from "./vat-registration.ts";

export interface RenewContractsInput {
  contractIds: string[];
  change: RenewalChange;
}

export interface RenewedContract {
  renewedFrom: string;
  contractId: string;
  paymentIds: string[];
}

/**
 * Renews each contract (issue #23): a new contract, signed as any other, continues it from the day after its end
 * on the changed terms, and the old contract records that it was renewed by it. All or nothing: one refusal (a
 * cancelled or already renewed contract, a unit leased meanwhile) rolls back every renewal and names the lease it
 * refused. The contracts are taken in id order so that two bulk renewals lock their rows in one order.
 */
export function renewContracts(
  db: Db,
  ctx: LedgerContext,
  input: RenewContractsInput,
  hooks?: CommandHooks<RenewedContract[]>,
): Promise<RenewedContract[]> {
  return runLedgerCommand(
    db,
    ctx,
    "renewContracts",
    input,
    async (session) => {
      const seller = { vatRegistered: await isVatRegistered(session.trx, ctx.orgId) };
      const renewed: RenewedContract[] = [];
      for (const id of [...new Set(input.contractIds)].sort()) renewed.push(await renewOne(session, id, input.change, seller));
      return renewed;
    },
    hooks,
  );
}

async function renewOne(
  session: LedgerSession,
  oldId: string,
  change: RenewalChange,
  seller: { vatRegistered: boolean },
): Promise<RenewedContract> {
  // The row lock makes a second renewal of this contract wait for the first, then read it renewed.
  const locked = await session.trx.selectFrom("contracts").select("id").where("id", "=", oldId).forUpdate().executeTakeFirst();
  if (!locked) throw new AppError("contract.notFound");
  const oldStream = streamId.contract(oldId);
  try {
    const old = await session.load(contractDecider, oldStream);
    requireRenewable(old);
    const { contractId, paymentIds } = await signContractInSession(
      session,
      {
        lessorId: old.lessorId,
        tenantId: old.tenantId,
        realEstateId: old.realEstateId,
        terms: renewalTerms(scheduleInputOf(old.terms), change),
        autoPayCommission: old.autoPayCommission,
        termsTemplateId: old.termsTemplateId,
      },
      seller,
    );
    await session.execute(contractDecider, oldStream, { type: "RenewContract", data: { contractId: oldId, renewedBy: contractId } });
    return { renewedFrom: oldId, contractId, paymentIds };
  } catch (error) {
    throw error instanceof AppError ? await namingTheLease(session.trx, oldId, error) : error;
  }
}

function scheduleInputOf(terms: Extract<ContractState, { status: "signed" }>["terms"]): ScheduleInput {
  return {
    contract_start: terms.contractStart,
    contract_end: terms.contractEnd,
    price: toFixed2(terms.price),
    interval: terms.interval,
    annual_commission: toFixed2(terms.annualCommission),
    additional_commission: toFixed2(terms.additionalCommission),
    annual_service: toFixed2(terms.annualService),
    water_costs: toFixed2(terms.waterCosts),
    electricity_costs: toFixed2(terms.electricityCosts),
    extra_costs: toFixed2(terms.extraCosts),
    is_taxable: terms.isTaxable,
  };
}

const RENEWAL_CODES: Partial<Record<ErrorCode, ErrorCode>> = { "contract.unitOccupied": "contract.renewalUnitOccupied" };

/** The refusal of one lease among many says which: its unit and tenant in the message, its id in the details. */
async function namingTheLease(trx: Trx, contractId: string, error: AppError): Promise<AppError> {
  const lease = await trx
    .selectFrom("contracts as c")
    .innerJoin("real_estates as r", "r.id", "c.real_estate_id")
    .innerJoin("contacts as t", "t.id", "c.tenant_id")
    .select(["r.title as unit", "t.name as tenant"])
    .where("c.id", "=", contractId)
    .executeTakeFirst();
  return new AppError(
    RENEWAL_CODES[error.code] ?? error.code,
    { ...error.params, unit: lease?.unit ?? "", tenant: lease?.tenant ?? "" },
    error.fieldErrors,
    { ...error.details, contract_id: contractId },
  );
}
