import { findOrganizationProfile, findTenantInstalments, insertRentCheckout, updateRentCheckout, withOrg, type Db } from "@amlak/db";
import { AppError } from "@amlak/domain";
import { translate, type Lang } from "@amlak/i18n";
import { money, toFixed2 } from "@amlak/money";
import type { Services } from "../context.ts";
import { halalas } from "../payment-gateway/payment-gateway.ts";
import { rentGatewayOf, type RentGatewayServices } from "./rent-gateway.ts";

interface RentCheckoutCall {
  services: RentGatewayServices & Pick<Services, "publicUrl">;
  lang: Lang;
  orgId: string;
  /** The tenant paying (their contacts in the organization): only instalments of contracts they rent are theirs to pay. */
  contactIds: readonly string[];
}

/**
 * The gateway's hosted page for a tenant to pay some of their due instalments at once. Every id must be an income
 * instalment of a contract the tenant rents, in the organization (404 otherwise, as for an id that does not exist),
 * and still pending. Nothing is marked paid until the payment is read back from the gateway (settleRentPayment). The
 * gateway is called outside any transaction: the sandbox is served by this same server and its connection pool.
 */
export async function startRentCheckout(db: Db, call: RentCheckoutCall, paymentIds: readonly string[]) {
  const ids = [...new Set(paymentIds)];
  if (ids.length === 0) throw new AppError("rentPayment.noInstalments");
  const { checkoutId, total, gateway, description, organizationName } = await withOrg(db, call.orgId, async (trx) => {
    const instalments = await findTenantInstalments(trx, call.orgId, call.contactIds, ids);
    if (instalments.length !== ids.length) throw new AppError("notFound");
    if (instalments.some((instalment) => instalment.status !== "pending")) throw new AppError("rentPayment.instalmentNotDue");
    const sum = instalments.reduce((amount, instalment) => amount.plus(instalment.price).plus(instalment.vat), money(0));
    const chosen = await rentGatewayOf(trx, call.services, call.orgId);
    const { id } = await insertRentCheckout(trx, {
      org_id: call.orgId,
      contact_id: instalments[0]!.tenant_id,
      payment_ids: instalments.map((instalment) => instalment.id),
      total: toFixed2(sum),
      gateway: chosen.name,
    });
    const organization = (await findOrganizationProfile(trx, call.orgId))?.title ?? "";
    const dueDates = new Intl.ListFormat(call.lang).format(instalments.map((instalment) => instalment.due_date));
    return {
      checkoutId: id,
      total: toFixed2(sum),
      gateway: chosen,
      organizationName: organization,
      description: translate(call.lang, "rentPayment.checkoutDescription", { organization, dueDates }),
    };
  });
  const checkout = await gateway.createCheckout({
    amountHalalas: halalas(total),
    description,
    organizationName,
    returnUrl: `${call.services.publicUrl}/tenant/payment-status?rent_checkout=${checkoutId}&org_id=${call.orgId}`,
    metadata: { org_id: call.orgId, rent_checkout_id: checkoutId },
  });
  await withOrg(db, call.orgId, (trx) => updateRentCheckout(trx, checkoutId, { gateway_invoice_id: checkout.invoiceId }));
  return { paymentUrl: `${checkout.paymentUrl}${checkout.paymentUrl.includes("?") ? "&" : "?"}lang=${call.lang}` };
}
