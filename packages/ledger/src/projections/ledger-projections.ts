import { chequesProjection } from "./cheques.projection.ts";
import { collectionsProjection } from "./collections.projection.ts";
import { contractsProjection } from "./contracts.projection.ts";
import { creditNotesProjection } from "./credit-notes.projection.ts";
import { invoicesProjection } from "./invoices.projection.ts";
import { journalProjection } from "./journal.projection.ts";
import { paymentsProjection } from "./payments.projection.ts";
import type { Projection } from "./projection.ts";
import { receiptsProjection } from "./receipts.projection.ts";
import { remittancesProjection } from "./remittances.projection.ts";
import { settlementsProjection } from "./settlements.projection.ts";

/** Every read model of the ledger; contracts come first because payments reference them. */
export const ledgerProjections: readonly Projection[] = [
  contractsProjection,
  paymentsProjection,
  invoicesProjection,
  creditNotesProjection,
  receiptsProjection,
  collectionsProjection,
  chequesProjection,
  remittancesProjection,
  settlementsProjection,
  journalProjection,
];
