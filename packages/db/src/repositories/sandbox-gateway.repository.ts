import type { Insertable, Selectable } from "kysely";
import type { Db } from "../client.ts";
import type { SandboxGatewayInvoices, SandboxGatewayPayments, SandboxGatewayTokens } from "../generated/db.ts";

export type SandboxInvoiceRow = Selectable<SandboxGatewayInvoices>;
export type SandboxPaymentRow = Selectable<SandboxGatewayPayments>;

export const insertSandboxInvoice = (db: Db, invoice: Insertable<SandboxGatewayInvoices>) =>
  db.insertInto("sandbox_gateway_invoices").values(invoice).returningAll().executeTakeFirstOrThrow();

export const findSandboxInvoice = (db: Db, id: string) =>
  db.selectFrom("sandbox_gateway_invoices").selectAll().where("id", "=", id).executeTakeFirst();

export const listSandboxInvoicePayments = (db: Db, invoiceId: string) =>
  db.selectFrom("sandbox_gateway_payments").selectAll().where("invoice_id", "=", invoiceId).orderBy("created_at").execute();

export const insertSandboxPayment = (db: Db, payment: Insertable<SandboxGatewayPayments>) =>
  db.insertInto("sandbox_gateway_payments").values(payment).returningAll().executeTakeFirstOrThrow();

export const findSandboxPayment = (db: Db, id: string) =>
  db.selectFrom("sandbox_gateway_payments").selectAll().where("id", "=", id).executeTakeFirst();

/** The pending payment of a SADAD bill marked paid; undefined when no pending bill has that number (paid twice, unknown). */
export const markSandboxBillPaid = (db: Db, billNumber: string, now: Date) =>
  db
    .updateTable("sandbox_gateway_payments")
    .set({ status: "paid", message: "APPROVED", updated_at: now })
    .where("bill_number", "=", billNumber)
    .where("status", "=", "initiated")
    .returningAll()
    .executeTakeFirst();

/** The paid payment refunded in full; undefined when it is not paid (already refunded, failed, pending). */
export const refundSandboxPayment = (db: Db, id: string, now: Date) =>
  db
    .updateTable("sandbox_gateway_payments")
    .set((eb) => ({ status: "refunded", refunded: eb.ref("amount"), updated_at: now }))
    .where("id", "=", id)
    .where("status", "=", "paid")
    .returningAll()
    .executeTakeFirst();

/** One more notification sent about the payment; `deliveredAt` when the receiver took it. */
export const recordSandboxWebhookAttempt = (db: Db, id: string, deliveredAt: Date | null) =>
  db
    .updateTable("sandbox_gateway_payments")
    .set((eb) => ({
      webhook_attempts: eb("webhook_attempts", "+", 1),
      webhook_delivered_at: deliveredAt ?? eb.ref("webhook_delivered_at"),
    }))
    .where("id", "=", id)
    .execute();

export const insertSandboxToken = (db: Db, token: Insertable<SandboxGatewayTokens>) =>
  db.insertInto("sandbox_gateway_tokens").values(token).returningAll().executeTakeFirstOrThrow();

export const findSandboxToken = (db: Db, id: string) =>
  db.selectFrom("sandbox_gateway_tokens").selectAll().where("id", "=", id).executeTakeFirst();
