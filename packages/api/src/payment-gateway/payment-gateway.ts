import { AppError, type ErrorCode } from "@amlak/domain";
import { money, type Money } from "@amlak/money";

/**
 * The one port every payment through a gateway goes by (DESIGN §9): subscriptions and tenants' rent alike. Amounts
 * cross it in halalas; the gateway's payment id is the idempotency key of what the payment pays for.
 */
export interface PaymentGateway {
  /** Which gateway this is ("moyasar", "sandbox"): its webhook path and the key space of its payment ids. */
  readonly name: string;
  /** A hosted payment page for the order; the payer comes back to `returnUrl` with the payment's id and status. */
  createCheckout(order: CheckoutOrder): Promise<Checkout>;
  /** The payment as the gateway knows it, read with our secret key: what the payer's return claims is never trusted. */
  fetchPayment(paymentId: string, expected: ExpectedAmount): Promise<CheckedPayment>;
  /**
   * Charges a card the payer saved with the gateway, without the payer (automatic renewal). `paymentId` is ours: the
   * gateway creates the payment under it once, so sending the same charge again after a timeout never charges twice.
   */
  chargeToken(charge: TokenCharge): Promise<GatewayPayment>;
  /** Returns the whole amount of a paid payment to the payer. */
  refund(paymentId: string): Promise<GatewayPayment>;
  /** The notification in a webhook's body when it carries our secret, otherwise null (forged or malformed). */
  verifyWebhook(body: unknown): PaymentNotification | null;
}

interface CheckoutOrder {
  amountHalalas: number;
  description: string;
  /** Shown on the hosted page: whose payment it is. */
  organizationName: string;
  returnUrl: string;
  /** Our references (subscription id, …), given back with the payment. */
  metadata: Record<string, string>;
}

interface TokenCharge {
  paymentId: string;
  token: string;
  amountHalalas: number;
  description: string;
  metadata: Record<string, string>;
}

interface Checkout {
  /** The gateway's invoice: the page a payer may pay (or retry) several times. */
  invoiceId: string;
  paymentUrl: string;
}

export type GatewayPaymentStatus = "initiated" | "paid" | "failed" | "refunded";

export interface GatewayPayment {
  id: string;
  status: GatewayPaymentStatus;
  amountHalalas: number;
  currency: string;
  refundedHalalas: number;
  /** The gateway's words on the outcome: APPROVED, INSUFFICIENT FUNDS, … */
  message: string | null;
  invoiceId: string | null;
  /** All we ever keep of a card; null for other methods. */
  card: { brand: string; lastFour: string; expiry: string | null } | null;
  /** The card saved with the gateway when the payer asked for it (or the one charged): its token and holder's name. */
  savedCard: { token: string; name: string | null } | null;
  /** A SADAD bill's number: the payment stays initiated until the bill is paid. */
  billNumber: string | null;
  metadata: Record<string, string>;
}

/** An amount in riyals as it crosses the port (DESIGN §9): whole halalas. */
export const halalas = (riyals: Money | string) => money(riyals).times(100).toNumber();

export interface ExpectedAmount {
  amountHalalas: number;
  currency: string;
}

/** A payment beside what we asked for: `mismatch` names what differs, so nothing is activated on a wrong amount. */
export interface CheckedPayment extends GatewayPayment {
  mismatch: "amount" | "currency" | null;
}

export interface PaymentNotification {
  type: "payment_paid" | "payment_failed" | "payment_refunded";
  payment: GatewayPayment;
}

/**
 * The payment as the gateway reports it, beside a total in riyals (2-decimal string) paid in SAR; a payment the
 * gateway does not know is refused with `unknown` (the caller's own error code).
 */
export async function fetchCheckedPayment(
  gateway: PaymentGateway,
  paymentId: string,
  total: string,
  unknown: ErrorCode,
): Promise<CheckedPayment> {
  try {
    return await gateway.fetchPayment(paymentId, { amountHalalas: halalas(total), currency: "SAR" });
  } catch (error) {
    if (error instanceof AppError && error.code === "paymentGateway.paymentNotFound") throw new AppError(unknown);
    throw error;
  }
}

export function checkAgainst(payment: GatewayPayment, expected: ExpectedAmount): CheckedPayment {
  const mismatch = payment.currency !== expected.currency ? "currency" : payment.amountHalalas !== expected.amountHalalas ? "amount" : null;
  return { ...payment, mismatch };
}
