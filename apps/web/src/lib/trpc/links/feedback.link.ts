import type { TRPCLink } from "@trpc/client";
import type { AnyRouter } from "@trpc/server";
import { observable, tap } from "@trpc/server/observable";
import { appErrorData, errorText } from "../../app-error.ts";
import { i18next } from "../../i18n.ts";
import { toaster } from "../../../ui/toaster.tsx";

/** Sign-in steps, code sends and background calls succeed without a toast (SPEC §7). */
const QUIET_ON_SUCCESS = new Set([
  "auth.signup",
  "auth.login",
  "auth.verify",
  "auth.resendOtp",
  "auth.forgotPassword",
  "auth.demoLogin",
  "auth.refresh",
  "portal.login",
  "portal.verify",
  "portal.refresh",
  "portal.logout",
  "users.sendOtp",
  "profile.requestPhoneChange",
  // A check that finds errors in the file is not an operation that succeeded.
  "imports.preview",
  // /confirmation says in place that the e-mail is confirmed, or where the new link went.
  "emailConfirmation.confirm",
  "emailConfirmation.resend",
  // The survey thanks in place; putting it off is no operation to report.
  "profileSurvey.submit",
  "prefs.actionReminder",
  // A collection voucher and paying from an advance say what they paid.
  "collections.receive",
  "collections.applyAdvance",
  // A renewal says how many leases it renewed; a settlement that the lease is settled.
  "contractRenewals.renew",
  "settlements.settle",
  // A remittance says what it paid and its fee invoice, the agreement that it was saved, a note its number, cheques how many.
  "owners.remit",
  "owners.saveAgreement",
  "owners.savePropertyAgreement",
  "owners.removePropertyAgreement",
  "creditNotes.issue",
  "cheques.register",
  // A subscription bought says whether it is active or upcoming, a refund request that it was sent, the contract
  // stepper's VAT number that it was saved (or the checkout leaves for the gateway's page).
  "subscriptions.checkout",
  "subscriptionInvoices.requestRefund",
  "organization.saveVatNo",
  // /payment-status says in place whether the payment went through.
  "subscriptions.confirmPayment",
  "portal.confirmPayment",
]);
/**
 * Failures handled where they happen: a failed refresh (a member's or the portal's) ends the session, a failed demo
 * login is only logged (SPEC §8), a package's quote says why it cannot be bought on its card and in the checkout
 * dialog, /payment-status says why a payment was not confirmed, /blog/:slug says a post is not there,
 * /confirmation why a link did not confirm or a new one was not sent, and the settlement drawer why a move-out day
 * cannot settle the lease.
 */
const QUIET_ON_ERROR = new Set([
  "auth.refresh",
  "portal.refresh",
  "auth.demoLogin",
  "subscriptions.quote",
  "subscriptions.confirmPayment",
  "blogs.post",
  "emailConfirmation.confirm",
  "emailConfirmation.resend",
  "settlements.proposal",
]);
/**
 * Refusals the form shows in place, with what to do next: a duplicate contact offers the existing one or Save anyway,
 * a taken promotion code or post url is said under its field, the Renew drawer names the lease it could not renew.
 */
const SHOWN_IN_PLACE = new Set([
  "contact.duplicate",
  "marketer.codeTaken",
  "blog.urlTaken",
  "contract.alreadyRenewed",
  "contract.renewalOfCancelled",
  "contract.renewalUnitOccupied",
]);
const SUCCESS_TOAST_ID = "operation-success";

/** Toasts the outcome of calls: each failure with the server's message, successful mutations once at a time. */
export const feedbackLink: TRPCLink<AnyRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) =>
      next(op)
        .pipe(
          tap({
            next() {
              if (op.type !== "mutation" || QUIET_ON_SUCCESS.has(op.path) || toaster.isVisible(SUCCESS_TOAST_ID)) return;
              toaster.create({ id: SUCCESS_TOAST_ID, type: "success", description: i18next.t("toast.success") });
            },
            error(error) {
              if (QUIET_ON_ERROR.has(op.path) || SHOWN_IN_PLACE.has(appErrorData(error)?.code ?? "")) return;
              toaster.create({ type: "error", description: errorText(error) });
            },
          }),
        )
        .subscribe(observer),
    );
