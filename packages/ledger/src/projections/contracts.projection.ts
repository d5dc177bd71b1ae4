import { ledgerEventOf } from "./ledger-event.ts";
import type { Projection } from "./projection.ts";

/** contracts: one row per signed contract with all its terms; cancelled_on once cancelled; renewed_from on a renewal. */
export const contractsProjection: Projection = {
  async apply(writer, stored) {
    const event = ledgerEventOf(stored);
    switch (event.type) {
      case "ContractSigned": {
        const { data } = event;
        const { terms } = data;
        await writer.insert("contracts", [
          {
            id: data.contractId,
            org_id: stored.orgId,
            real_estate_id: data.realEstateId,
            lessor_id: data.lessorId,
            tenant_id: data.tenantId,
            contract_start: terms.contractStart,
            contract_end: terms.contractEnd,
            price: terms.price,
            contract_interval: terms.interval,
            annual_commission: terms.annualCommission,
            additional_commission: terms.additionalCommission,
            annual_service: terms.annualService,
            water_costs: terms.waterCosts,
            electricity_costs: terms.electricityCosts,
            extra_costs: terms.extraCosts,
            deposit: terms.deposit,
            admin_fee: terms.adminFee,
            ejar_fee: terms.ejarFee,
            other_fee: terms.otherFee,
            other_fee_label: terms.otherFeeLabel,
            is_taxable: terms.isTaxable,
            auto_pay_commission: data.autoPayCommission,
            terms_template_id: data.termsTemplateId,
            months: data.months,
            instalments: data.instalments,
            signed_at: stored.recordedAt,
          },
        ]);
        return;
      }
      case "ContractCancelled":
        await writer.update("contracts", [event.data.contractId], { cancelled_on: event.data.cancelledOn });
        return;
      case "ContractRenewed":
        // The new contract was signed earlier in the same command, so its row is there to point back.
        await writer.update("contracts", [event.data.renewedBy], { renewed_from: event.data.contractId });
        return;
      default:
        return;
    }
  },
};
