import { insertContact, insertRealEstates, type ContactFields, type Db, type RealEstateFields, type Trx } from "@amlak/db";
import type { ScheduleInput } from "@amlak/domain";
import { runLedgerCommand, type LedgerContext } from "./ledger-command.ts";
import { signContractInSession, type SignedContractIds } from "./sign-contract.ts";
import { isVatRegistered } from "./vat-registration.ts";

/** A record an imported row names: one the organization already has, or the k-th new record of its kind in the import. */
export type ImportReference = { existing: string } | { imported: number };

export interface ImportedRealEstate {
  fields: Omit<RealEstateFields, "parent_id" | "lessor_id" | "agent_id">;
  /** A compound among the import's real estates, or one the organization has; null for a compound or a standalone unit. */
  compound: ImportReference | null;
  /** Contacts, by their place among the import's contacts. */
  lessor: ImportReference | null;
  agent: ImportReference | null;
}

interface ImportedContract {
  /** A unit among the import's real estates, or one the organization has. */
  unit: ImportReference;
  tenant: ImportReference;
  lessor: ImportReference;
  terms: ScheduleInput;
  autoPayCommission: boolean;
}

/** A whole portfolio to write at once: new contacts, compounds and units, and the contracts signed on them. */
export interface PortfolioImport {
  contacts: ContactFields[];
  realEstates: ImportedRealEstate[];
  contracts: ImportedContract[];
}

interface ImportedIds {
  contacts: string[];
  /** In the order of the import's real estates. */
  realEstates: string[];
  contracts: SignedContractIds[];
}

const idOf = (reference: ImportReference, imported: readonly string[]): string => {
  if ("existing" in reference) return reference.existing;
  const id = imported[reference.imported];
  if (id === undefined) throw new RangeError(`no imported record ${reference.imported}`);
  return id;
};

const orNull = (reference: ImportReference | null, imported: readonly string[]) => (reference ? idOf(reference, imported) : null);

/**
 * Moves a portfolio in as one ledger command: the contacts, then the compounds, then the units (which name them),
 * then every contract signed as signContract signs one (the unit free for the period, the schedule's payments on
 * their streams), all in one transaction with the projections, so a refusal anywhere writes nothing. `prepare`
 * reads and checks the import inside that transaction, against the organization as it is at that moment.
 * `fingerprint` stands for the import's content where an idempotency key guards it.
 */
export function importPortfolio(
  db: Db,
  ctx: LedgerContext,
  prepare: (trx: Trx) => Promise<PortfolioImport>,
  fingerprint: string,
): Promise<ImportedIds> {
  return runLedgerCommand(db, ctx, "importPortfolio", { fingerprint }, async (session) => {
    const portfolio = await prepare(session.trx);
    const contacts: string[] = [];
    for (const contact of portfolio.contacts) contacts.push((await insertContact(session.trx, ctx.orgId, contact)).id);

    const realEstates: string[] = [];
    const insert = async (kind: "compound" | "unit") => {
      const places = portfolio.realEstates.flatMap((estate, place) => (estate.fields.kind === kind ? [place] : []));
      if (places.length === 0) return;
      const rows = places.map((place) => {
        const estate = portfolio.realEstates[place]!;
        return {
          ...estate.fields,
          parent_id: orNull(estate.compound, realEstates),
          lessor_id: orNull(estate.lessor, contacts),
          agent_id: orNull(estate.agent, contacts),
        };
      });
      const inserted = await insertRealEstates(session.trx, ctx.orgId, rows);
      places.forEach((place, k) => (realEstates[place] = inserted[k]!.id));
    };
    // Compounds first: the units name them.
    await insert("compound");
    await insert("unit");

    const seller = { vatRegistered: await isVatRegistered(session.trx, ctx.orgId) };
    const contracts: SignedContractIds[] = [];
    for (const contract of portfolio.contracts) {
      contracts.push(
        await signContractInSession(
          session,
          {
            realEstateId: idOf(contract.unit, realEstates),
            tenantId: idOf(contract.tenant, contacts),
            lessorId: idOf(contract.lessor, contacts),
            terms: contract.terms,
            autoPayCommission: contract.autoPayCommission,
            termsTemplateId: null,
          },
          seller,
        ),
      );
    }
    return { contacts, realEstates, contracts };
  });
}
