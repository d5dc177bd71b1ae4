import { findEjarSource } from "@amlak/db";
import { AppError, ejarRecordOf, type EjarContactSource } from "@amlak/domain";
import { money } from "@amlak/money";
import { ZIdSchema } from "@amlak/schemas";
import { actionProcedure } from "../ledger/ledger-procedures.ts";
import { ZContractEjarOutput } from "../outputs/contract-ejar.output.ts";
import { router } from "../trpc.ts";

type Source = NonNullable<Awaited<ReturnType<typeof findEjarSource>>>;

const contactOf = (row: Source["tenant"]): EjarContactSource => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  nationalId: row.national_id,
  unifiedNo: row.unified_no,
  nationalAddress: row.national_address,
  email: row.email,
});

/**
 * A contract's data in the shape an Ejar registration asks for, with what is missing (issue #23). Its rent and
 * instalments are financial items, so it asks what the contract's schedule asks: payments.read.
 */
export const contractEjarRouter = router({
  get: actionProcedure("payments.read")
    .input(ZIdSchema)
    .output(ZContractEjarOutput)
    .query(async ({ ctx, input }) => {
      const source = await findEjarSource(ctx.trx, ctx.caller.orgId, input.id);
      if (!source) throw new AppError("notFound");
      const { contract, unit, compound, organization } = source;
      return ejarRecordOf({
        contract: {
          id: contract.id,
          start: contract.contract_start,
          end: contract.contract_end,
          price: money(contract.price),
          interval: contract.contract_interval,
          instalments: contract.instalments,
          isTaxable: contract.is_taxable,
          annualService: money(contract.annual_service),
          waterCosts: money(contract.water_costs),
          electricityCosts: money(contract.electricity_costs),
          extraCosts: money(contract.extra_costs),
          deposit: money(contract.deposit),
        },
        tenant: contactOf(source.tenant),
        lessor: source.lessor ? contactOf(source.lessor) : null,
        organization: {
          title: organization?.title ?? null,
          commercialRegistrationNo: organization?.commercial_registration_no ?? null,
          vatNo: organization?.vat_no ?? null,
          phone: organization?.phone ?? null,
        },
        unit: {
          id: unit.id,
          title: unit.title,
          kind: unit.kind,
          city: unit.city,
          district: unit.district,
          region: unit.region,
          address: unit.address,
          sqm: unit.sqm,
          electricityAccountNo: unit.electricity_account_no,
          waterAccountNo: unit.water_account_no,
          compound,
        },
        rentInstalments: source.rent.map((row) => ({ dueDate: row.due_date, amount: money(row.price), vat: money(row.vat) })),
      });
    }),
});
