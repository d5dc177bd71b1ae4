import { listTenantCharges, listTenantNotes, listTenantSettlements, listTenantVouchers, withOrg } from "@amlak/db";
import { testDatabase } from "@amlak/db/testing";
import { AppError, instalmentOf, tenantSettlementOf, tenantStatement } from "@amlak/domain";
import { add, money, toFixed2 } from "@amlak/money";
import fc from "fast-check";
import { sql, type SqlBool } from "kysely";
import { describe, expect, it } from "vitest";
import { rebuildReadModels } from "../rebuild.ts";
import { contractTerms } from "../testing/fixtures.ts";
import { agreeFivePercent, newOrganization, readModels, trialBalances } from "../testing/ledger-db.ts";
import { applyAdvance } from "./apply-advance.ts";
import { issueInvoice } from "./issue-invoice.ts";
import { bounceCheque, clearCheque, registerCheques } from "./cheques.ts";
import { receiveCollection, undoCollection } from "./receive-collection.ts";
import { payRemittance, proposeRemittance, reverseRemittance } from "./remittances.ts";
import { renewContracts } from "./renew-contracts.ts";
import { proposeLeaseSettlement, settleLease } from "./settle-lease.ts";
import { signContract } from "./sign-contract.ts";

// Random sequences of vouchers (paying in full, in part and ahead), their undo, advances applied, cheques cleared
// and bounced, the lessor paid (part of) what is due under a 5% agreement and those remittances undone, and the lease
// with the deposit settled (early or at its end, refunding part of the unearned rent, keeping part of the deposit for
// damages and charging what is beyond it, the deposit paying rent owed or not, a credit note taking refunded rent off
// the tax invoice that charged it), tax invoices issued for paid charges, and either lease renewed (a renewed
// lease is not settled, a settled one not renewed), for one tenant with two leases, one asking a security deposit and
// one-time fees: whatever the sequence, the books balance,
// every instalment's parts add up to it, the tenant's statement agrees with what is owed less the advance held and
// with the deposit the books hold, and a rebuild reproduces it all.

const { app, owner } = testDatabase();
const DAYS = ["2026-01-05", "2026-02-20", "2026-04-02", "2026-06-30", "2026-09-15"] as const;

const step = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant("receive" as const), cents: fc.integer({ min: 1, max: 1_500_000 }), day: fc.nat(4) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("undo" as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("advance" as const), day: fc.nat(4) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("cheque" as const),
      cents: fc.integer({ min: 1, max: 800_000 }),
      day: fc.nat(4),
      named: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("bounce" as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("remit" as const), day: fc.nat(4), percent: fc.integer({ min: 1, max: 100 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("reverse" as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("settle" as const),
      day: fc.nat(4),
      refundPercent: fc.integer({ min: 0, max: 100 }),
      deductionPercent: fc.integer({ min: 0, max: 120 }),
      applyDeposit: fc.boolean(),
      invoiced: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("renew" as const), lease: fc.nat(1), percent: fc.integer({ min: 0, max: 10 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("invoice" as const), count: fc.integer({ min: 1, max: 3 }), newest: fc.boolean() }),
  },
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

const cents = (value: number) => toFixed2(money(value).div(100));
/** A refusal (nothing open to pay, a voucher already undone) is part of the sequence; anything else fails the run. */
async function attempt<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

describe("collections over random sequences", () => {
  it("balance, keep every instalment whole, agree with the statement, and rebuild exactly", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 25 }), async (steps) => {
        const org = await newOrganization(owner);
        const tenantId = await org.newTenant();
        await agreeFivePercent(owner, org);
        const remittances: string[] = [];
        const instalments: string[] = [];
        const contracts: string[] = [];
        for (const terms of [
          contractTerms({
            contract_start: "2026-01-01",
            contract_end: "2026-12-31",
            price: "12000",
            interval: 3,
            annual_commission: "0",
            deposit: "2500",
            admin_fee: "300",
            ejar_fee: "125",
          }),
          contractTerms({ contract_start: "2026-02-01", contract_end: "2027-01-31", price: "9000.03", interval: 1, is_taxable: false }),
        ]) {
          const signed = await signContract(app, org.ctx(), {
            lessorId: org.lessorId,
            tenantId,
            realEstateId: await org.newUnit(),
            terms,
            autoPayCommission: false,
          });
          instalments.push(...signed.paymentIds);
          contracts.push(signed.contractId);
        }
        const vouchers: string[] = [];
        const cheques: string[] = [];
        const open = async () =>
          owner
            .selectFrom("payments")
            .select("id")
            .where("org_id", "=", org.orgId)
            .where("status", "=", "pending")
            .where("party", "=", "tenant")
            .execute();

        /**
         * A tax invoice for the tenant's oldest or newest payments paid and not yet invoiced (of one lease when told): a
         * settlement refunding their rent credits it.
         */
        const invoicePaid = async ({ count, newest, contractId }: { count: number; newest: boolean; contractId?: string }) => {
          let query = owner
            .selectFrom("payments as p")
            .select("p.id")
            .where("p.org_id", "=", org.orgId)
            .where("p.party", "=", "tenant")
            .where("p.status", "=", "paid")
            .where("p.payment_type", "!=", "deposit")
            .where(({ not, exists, selectFrom }) =>
              not(
                exists(
                  selectFrom("invoices as i")
                    .select("i.id")
                    .where(sql<SqlBool>`p.id = any(i.payment_ids)`),
                ),
              ),
            );
          if (contractId) query = query.where("p.contract_id", "=", contractId);
          const uninvoiced = await query
            .orderBy("p.due_date", newest ? "desc" : "asc")
            .limit(count)
            .execute();
          if (uninvoiced.length === 0) return;
          await attempt(() =>
            issueInvoice(app, org.ctx(), { paymentIds: uninvoiced.map((payment) => payment.id), seller: org.seller, buyer: { name: "" } }),
          );
        };

        const perform = async (next: Step) => {
          switch (next.kind) {
            case "receive": {
              const voucher = await attempt(() =>
                receiveCollection(app, org.ctx(), {
                  tenantId,
                  amount: cents(next.cents),
                  paidDate: DAYS[next.day]!,
                  method: "bankTransfer",
                  reference: "",
                }),
              );
              if (voucher) vouchers.push(voucher.collectionId);
              return;
            }
            case "undo":
              await attempt(() =>
                undoCollection(app, org.ctx(), { collectionId: vouchers[next.pick % Math.max(1, vouchers.length)] ?? crypto.randomUUID() }),
              );
              return;
            case "advance":
              await attempt(() => applyAdvance(app, org.ctx(), { tenantId, paidDate: DAYS[next.day]!, dueBy: DAYS[next.day]! }));
              return;
            case "cheque": {
              const [named] = await open();
              const registered = await registerCheques(app, org.ctx(), {
                tenantId,
                cheques: [
                  {
                    number: String(cheques.length + 1),
                    bank: "",
                    amount: cents(next.cents),
                    dueDate: DAYS[next.day]!,
                    instalmentId: next.named && named ? named.id : null,
                  },
                ],
              });
              cheques.push(registered.chequeIds[0]!);
              await attempt(() => clearCheque(app, org.ctx(), { chequeId: registered.chequeIds[0]!, clearedOn: DAYS[next.day]! }));
              return;
            }
            case "bounce":
              await attempt(() =>
                bounceCheque(app, org.ctx(), {
                  chequeId: cheques[next.pick % Math.max(1, cheques.length)] ?? crypto.randomUUID(),
                  bouncedOn: "2026-10-01",
                  reason: "",
                }),
              );
              return;
            case "remit": {
              const period = { lessorId: org.lessorId, from: "2026-01-01", to: DAYS[next.day]! };
              const { due } = await withOrg(app, org.orgId, (trx) => proposeRemittance(trx, org.orgId, period));
              const amount = toFixed2(due.times(next.percent).div(100).toDecimalPlaces(2, 1));
              const paid = await attempt(() =>
                payRemittance(app, org.ctx(), {
                  ...period,
                  paidDate: DAYS[next.day]!,
                  amount,
                  method: "bankTransfer",
                  reference: "",
                  seller: org.seller,
                }),
              );
              if (paid) remittances.push(paid.remittanceId);
              return;
            }
            case "reverse":
              await attempt(() =>
                reverseRemittance(app, org.ctx(), {
                  remittanceId: remittances[next.pick % Math.max(1, remittances.length)] ?? crypto.randomUUID(),
                }),
              );
              return;
            case "settle": {
              // The first lease (the one with a deposit and fees) ends on the day, early but for its own end.
              const query = { contractId: contracts[0]!, endOn: DAYS[next.day]!, deductions: [] };
              if (next.invoiced) await invoicePaid({ count: 3, newest: true, contractId: contracts[0]! });
              const proposed = await attempt(() => withOrg(app, org.orgId, (trx) => proposeLeaseSettlement(trx, org.orgId, query)));
              if (!proposed) return;
              const deduction = proposed.money.depositHeld.times(next.deductionPercent).div(100).toDecimalPlaces(2, 1);
              await attempt(() =>
                settleLease(app, org.ctx(), {
                  ...query,
                  refund: toFixed2(proposed.proposal.unearnedRent.times(next.refundPercent).div(100).toDecimalPlaces(2, 1)),
                  deductions: deduction.gt(0) ? [{ kind: "damages", amount: toFixed2(deduction), note: "" }] : [],
                  applyDepositToRent: next.applyDeposit,
                  method: "bankTransfer",
                  reference: "",
                }),
              );
              return;
            }
            case "renew":
              await attempt(() =>
                renewContracts(app, org.ctx(), {
                  contractIds: [contracts[next.lease]!],
                  change: { increase: { percent: next.percent } },
                }),
              );
              return;
            case "invoice":
              await invoicePaid(next);
              return;
            default: {
              const _exhaustive: never = next;
              return _exhaustive;
            }
          }
        };
        for (const next of steps) await perform(next);

        // The books balance.
        expect(Object.values(await trialBalances(owner)).every((balance) => balance === "0.00")).toBe(true);

        // Every instalment's parts, paid and still owed, add up to what it was scheduled at.
        const payments = await owner
          .selectFrom("payments")
          .select(["id", "split_from as splitFrom", "due_date as dueDate", "status", "price", "vat"])
          .where("org_id", "=", org.orgId)
          .where("party", "=", "tenant")
          .execute();
        const scheduled = await owner
          .selectFrom("ledger_events")
          .select("data")
          .where("org_id", "=", org.orgId)
          .where("type", "=", "PaymentScheduled")
          .execute();
        const origin = instalmentOf(payments);
        for (const { data } of scheduled) {
          const { paymentId, price, vat, party } = data as { paymentId: string; price: string; vat: string; party: string };
          if (party !== "tenant") continue;
          const parts = payments.filter((payment) => payment.status !== "split" && origin(payment.id) === paymentId);
          expect(toFixed2(add(money(0), ...parts.map((part) => money(part.price).plus(part.vat))))).toBe(toFixed2(money(price).plus(vat)));
        }

        // Over all time the statement owes what is still pending less the advance the tenant holds.
        const [charges, received, notes, settled] = await Promise.all([
          listTenantCharges(owner, { tenantIds: [tenantId], hiddenTypes: [], lang: "en" }),
          listTenantVouchers(owner, [tenantId]),
          listTenantNotes(owner, { tenantIds: [tenantId], hiddenTypes: [] }),
          listTenantSettlements(owner, [tenantId]),
        ]);
        const statement = tenantStatement(
          charges.map((charge) => ({ ...charge, total: money(charge.total) })),
          received.map((voucher) => ({ ...voucher, amount: money(voucher.amount) })),
          { from: null, to: "2099-12-31" },
          notes.map((note) => ({
            ...note,
            total: money(note.total),
            number: String(note.number),
            invoiceNumber: String(note.invoiceNumber),
          })),
          settled.map(tenantSettlementOf),
        );
        const pending = add(money(0), ...charges.filter((charge) => charge.status === "pending").map((charge) => money(charge.total)));
        const held = await owner
          .selectFrom("collections")
          .select((eb) => eb.fn.coalesce(eb.fn.sum<string>("advance_left"), eb.val("0")).as("held"))
          .where("tenant_id", "=", tenantId)
          .where("status", "=", "received")
          .executeTakeFirstOrThrow();
        expect(toFixed2(statement.closing)).toBe(toFixed2(pending.minus(held.held)));

        // The deposit the statement says is held is what the books hold for the tenant, and nobody's income.
        const depositsHeld = await owner
          .selectFrom("journal_lines")
          .select((eb) => eb.fn.coalesce(eb.fn.sum<string>(eb("credit", "-", eb.ref("debit"))), eb.val("0")).as("held"))
          .where("org_id", "=", org.orgId)
          .where("account", "=", "deposits_held")
          .executeTakeFirstOrThrow();
        expect(toFixed2(statement.deposit.received)).toBe(toFixed2(money(depositsHeld.held)));
        // A settlement cancels what of the deposit was never received: then the lease asked what it held.
        expect(toFixed2(statement.deposit.asked)).toBe(settled[0] ? toFixed2(money(settled[0].depositHeld)) : "2500.00");

        // The management fee is revenue once for each remittance standing: an undone one's invoice was credited.
        const fees = await owner
          .selectFrom("remittances")
          .select((eb) => eb.fn.coalesce(eb.fn.sum<string>("fee"), eb.val("0")).as("fees"))
          .where("org_id", "=", org.orgId)
          .where("status", "=", "paid")
          .executeTakeFirstOrThrow();
        const feeRevenue = await owner
          .selectFrom("journal_lines")
          .select((eb) => eb.fn.coalesce(eb.fn.sum<string>(eb("credit", "-", eb.ref("debit"))), eb.val("0")).as("revenue"))
          .where("org_id", "=", org.orgId)
          .where("account", "=", "management_fee_revenue")
          .executeTakeFirstOrThrow();
        expect(toFixed2(money(feeRevenue.revenue))).toBe(toFixed2(money(fees.fees)));

        // A rebuild reproduces every read model.
        const live = await readModels(owner, org.orgId);
        await rebuildReadModels(owner);
        expect(await readModels(owner, org.orgId)).toEqual(live);
      }),
      { numRuns: 6, endOnFailure: true },
    );
  }, 180_000);
});
