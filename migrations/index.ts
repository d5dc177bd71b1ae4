import type { Migration } from "kysely/migration";
import * as identityAndTenancy from "./2026_11_22T1000_identity_and_tenancy.ts";
import * as ledgerEvents from "./2026_11_22T1100_ledger_events.ts";
import * as ledgerReadModels from "./2026_11_22T1200_ledger_read_models.ts";
import * as draftsAndQuotations from "./2026_11_22T1300_contract_drafts_and_quotations.ts";
import * as invariantsInTheDatabase from "./2026_11_23T1000_invariants_in_the_database.ts";
import * as eventSchemaVersion from "./2026_11_24T1000_event_schema_version.ts";
import * as vatRegistered from "./2026_11_24T1100_vat_registered.ts";
import * as supportMessages from "./2026_11_25T1000_support_messages.ts";
import * as operations from "./2026_11_26T1000_operations.ts";
import * as reportIndexes from "./2026_11_27T1000_report_indexes.ts";
import * as idempotencyKeyExpiry from "./2026_11_28T1000_idempotency_key_expiry.ts";
import * as contactIdentityIndexes from "./2026_11_29T0900_contact_identity_indexes.ts";
import * as paymentDocumentsChoice from "./2026_11_30T0900_payment_documents_choice.ts";
import * as sandboxGateway from "./2026_12_01T1000_sandbox_gateway.ts";
import * as subscriptionCheckout from "./2026_12_02T1000_subscription_checkout.ts";
import * as packageDescriptions from "./2026_12_02T1100_package_descriptions.ts";
import * as subscriptionReminders from "./2026_12_02T1200_subscription_reminders.ts";
import * as whiteLabel from "./2026_12_02T1400_white_label.ts";
import * as savedCards from "./2026_12_02T1500_saved_cards.ts";
import * as messageOutbox from "./2026_12_03T1000_message_outbox.ts";
import * as rentReminders from "./2026_12_03T1100_rent_reminders.ts";
import * as portalPrincipal from "./2026_12_03T1200_portal_principal.ts";
import * as rentCheckouts from "./2026_12_03T1300_rent_checkouts.ts";
import * as maintenanceRequests from "./2026_12_03T1400_maintenance_requests.ts";
import * as portalInvitations from "./2026_12_03T1500_portal_invitations.ts";
import * as blogs from "./2026_12_04T1000_blogs.ts";
import * as profileSurvey from "./2026_12_04T1100_profile_survey.ts";
import * as supportInbox from "./2026_12_04T1200_support_inbox.ts";
import * as emailConfirmation from "./2026_12_04T1300_email_confirmation.ts";
import * as orgIdInEveryKey from "./2026_12_05T1500_org_id_in_every_key.ts";
import * as pendingIncomeIndex from "./2026_12_06T1000_pending_income_index.ts";
import * as requestCounts from "./2026_12_06T1100_request_counts.ts";
import * as collections from "./2026_12_08T1000_collections.ts";
import * as collectionAdvanceLeft from "./2026_12_08T1100_collection_advance_left.ts";
import * as voucherReceipts from "./2026_12_08T1200_voucher_receipts.ts";
import * as cheques from "./2026_12_08T1600_cheques.ts";
import * as ownerRemittances from "./2026_12_11T1000_owner_remittances.ts";
import * as zatcaCredentials from "./2026_12_08T1500_zatca_credentials.ts";
import * as invoiceZatca from "./2026_12_08T1510_invoice_zatca.ts";
import * as contractRenewals from "./2026_12_08T1300_contract_renewals.ts";
import * as contractDepositFees from "./2026_12_10T1000_contract_deposit_fees.ts";
import * as creditNotes from "./2026_12_12T1000_credit_notes.ts";
import * as leaseSettlements from "./2026_12_13T1000_lease_settlements.ts";
import * as zatcaPrivateKeySealed from "./2026_12_14T1000_zatca_private_key_sealed.ts";
import * as ownerPortalNotes from "./2026_12_15T1000_owner_portal_notes.ts";
import * as chequeDepositReminders from "./2026_12_16T1000_cheque_deposit_reminders.ts";
import * as zatcaCsidSecret from "./2026_12_17T1000_zatca_csid_secret.ts";
import * as settlementCreditNotes from "./2026_12_18T1000_settlement_credit_notes.ts";
import * as zatcaClearedXml from "./2026_12_19T1000_zatca_cleared_xml.ts";
import * as zatcaProductionCsid from "./2026_12_19T1100_zatca_production_csid.ts";
import * as contactTaxDetails from "./2026_12_20T1000_contact_tax_details.ts";
import * as propertyManagementAgreements from "./2026_12_21T1000_property_management_agreements.ts";

/** Every migration in order; names sort by their timestamp prefix. */
export const migrations: Record<string, Migration> = {
  "2026_11_22T1000_identity_and_tenancy": identityAndTenancy,
  "2026_11_22T1100_ledger_events": ledgerEvents,
  "2026_11_22T1200_ledger_read_models": ledgerReadModels,
  "2026_11_22T1300_contract_drafts_and_quotations": draftsAndQuotations,
  "2026_11_23T1000_invariants_in_the_database": invariantsInTheDatabase,
  "2026_11_24T1000_event_schema_version": eventSchemaVersion,
  "2026_11_24T1100_vat_registered": vatRegistered,
  "2026_11_25T1000_support_messages": supportMessages,
  "2026_11_26T1000_operations": operations,
  "2026_11_27T1000_report_indexes": reportIndexes,
  "2026_11_28T1000_idempotency_key_expiry": idempotencyKeyExpiry,
  "2026_11_29T0900_contact_identity_indexes": contactIdentityIndexes,
  "2026_11_30T0900_payment_documents_choice": paymentDocumentsChoice,
  "2026_12_01T1000_sandbox_gateway": sandboxGateway,
  "2026_12_02T1000_subscription_checkout": subscriptionCheckout,
  "2026_12_02T1100_package_descriptions": packageDescriptions,
  "2026_12_02T1200_subscription_reminders": subscriptionReminders,
  "2026_12_02T1400_white_label": whiteLabel,
  "2026_12_02T1500_saved_cards": savedCards,
  "2026_12_03T1000_message_outbox": messageOutbox,
  "2026_12_03T1100_rent_reminders": rentReminders,
  "2026_12_03T1200_portal_principal": portalPrincipal,
  "2026_12_03T1300_rent_checkouts": rentCheckouts,
  "2026_12_03T1400_maintenance_requests": maintenanceRequests,
  "2026_12_03T1500_portal_invitations": portalInvitations,
  "2026_12_04T1000_blogs": blogs,
  "2026_12_04T1100_profile_survey": profileSurvey,
  "2026_12_04T1200_support_inbox": supportInbox,
  "2026_12_04T1300_email_confirmation": emailConfirmation,
  "2026_12_05T1500_org_id_in_every_key": orgIdInEveryKey,
  "2026_12_06T1000_pending_income_index": pendingIncomeIndex,
  "2026_12_06T1100_request_counts": requestCounts,
  "2026_12_08T1000_collections": collections,
  "2026_12_08T1100_collection_advance_left": collectionAdvanceLeft,
  "2026_12_08T1200_voucher_receipts": voucherReceipts,
  "2026_12_08T1600_cheques": cheques,
  "2026_12_08T1500_zatca_credentials": zatcaCredentials,
  "2026_12_08T1510_invoice_zatca": invoiceZatca,
  "2026_12_08T1300_contract_renewals": contractRenewals,
  "2026_12_10T1000_contract_deposit_fees": contractDepositFees,
  "2026_12_11T1000_owner_remittances": ownerRemittances,
  "2026_12_12T1000_credit_notes": creditNotes,
  "2026_12_13T1000_lease_settlements": leaseSettlements,
  "2026_12_14T1000_zatca_private_key_sealed": zatcaPrivateKeySealed,
  "2026_12_15T1000_owner_portal_notes": ownerPortalNotes,
  "2026_12_16T1000_cheque_deposit_reminders": chequeDepositReminders,
  "2026_12_17T1000_zatca_csid_secret": zatcaCsidSecret,
  "2026_12_18T1000_settlement_credit_notes": settlementCreditNotes,
  "2026_12_19T1000_zatca_cleared_xml": zatcaClearedXml,
  "2026_12_19T1100_zatca_production_csid": zatcaProductionCsid,
  "2026_12_20T1000_contact_tax_details": contactTaxDetails,
  "2026_12_21T1000_property_management_agreements": propertyManagementAgreements,
};
