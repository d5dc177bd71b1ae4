import { sql } from "kysely";
import type { Db } from "../../client.ts";
import { contracts, statusCondition } from "../contracts-list.repository.ts";

/** SPEC §4 contract statuses, each as the contracts page's status chip that holds it. */
const CHIP = {
  Contract_Ongoing: "active",
  Contract_Upcoming: "upcoming",
  Contract_Completed: "ended",
  Contract_Cancelled: "cancelled",
} as const;

type ContractStatus = keyof typeof CHIP;

interface ContractsReportFilters {
  lessor?: string | undefined;
  real_estate_id?: string | undefined;
  contract_status?: ContractStatus | "Contract_Vacant" | undefined;
  /** The contracts that run on some day of this period (either end may be open). */
  start_date?: string | undefined;
  end_date?: string | undefined;
}

interface ContractsReportScope {
  orgId: string;
  today: string;
}

/** One row of the contracts reports; a vacant unit has no tenant, period, rent or interval. */
export interface ContractReportRow {
  name: string | null;
  title: string;
  phone: string | null;
  contract_start: string | null;
  contract_end: string | null;
  next_payment_due: string | null;
  price: string | null;
  contract_interval: number | null;
  contract_status: ContractStatus | "Contract_Vacant";
}

/** The status of contract `c` on today, by the contracts page's own rules. */
function statusOf(today: string) {
  const cases = Object.entries(CHIP).map(([status, chip]) => sql`when ${statusCondition(chip, today)} then ${status}`);
  return sql<ContractStatus>`case ${sql.join(cases, sql` `)} end`;
}

/**
 * The contracts report (SPEC §3): the organization's contracts with their tenant, unit, period, next unpaid due date
 * of the tenant, price (the rent of the whole term) and interval, newest start first; `contract_status` keeps one status.
 */
export async function listReportContracts(
  db: Db,
  { orgId, today }: ContractsReportScope,
  filters: ContractsReportFilters,
): Promise<ContractReportRow[]> {
  if (filters.contract_status === "Contract_Vacant") return [];
  let query = contracts(db, orgId, { lessor_id: filters.lessor, real_estate_id: filters.real_estate_id });
  if (filters.contract_status) query = query.where(statusCondition(CHIP[filters.contract_status], today));
  if (filters.start_date) query = query.where("c.contract_end", ">=", filters.start_date);
  if (filters.end_date) query = query.where("c.contract_start", "<=", filters.end_date);
  return query
    .select([
      "tenant.name as name",
      "re.title as title",
      "tenant.phone as phone",
      "c.contract_start",
      "c.contract_end",
      sql<string | null>`(select min(p.due_date) from payments p
        where p.contract_id = c.id and p.org_id = c.org_id and p.party = 'tenant' and p.status = 'pending')`.as("next_payment_due"),
      "c.price",
      "c.contract_interval",
      statusOf(today).as("contract_status"),
    ])
    .orderBy("c.contract_start", "desc")
    .orderBy("c.id")
    .execute();
}

/**
 * The units nobody rents today (no ongoing contract), which the contracts report lists as Contract_Vacant (SPEC §3:
 * "a missing status displays as vacant"), filtered by the unit's lessor and property.
 */
export function listVacantUnits(
  db: Db,
  { orgId, today }: ContractsReportScope,
  filters: Pick<ContractsReportFilters, "lessor" | "real_estate_id">,
): Promise<ContractReportRow[]> {
  let query = db
    .selectFrom("real_estates as re")
    .where("re.org_id", "=", orgId)
    .where("re.kind", "=", "unit")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("contracts as c")
            .select(sql`1`.as("one"))
            .whereRef("c.real_estate_id", "=", "re.id")
            .whereRef("c.org_id", "=", "re.org_id")
            .where(statusCondition("active", today)),
        ),
      ),
    );
  if (filters.lessor) query = query.where("re.lessor_id", "=", filters.lessor);
  if (filters.real_estate_id) {
    const id = filters.real_estate_id;
    query = query.where((eb) => eb.or([eb("re.id", "=", id), eb("re.parent_id", "=", id)]));
  }
  return query
    .select([
      sql<null>`null`.as("name"),
      "re.title as title",
      sql<null>`null`.as("phone"),
      sql<null>`null`.as("contract_start"),
      sql<null>`null`.as("contract_end"),
      sql<null>`null`.as("next_payment_due"),
      sql<null>`null`.as("price"),
      sql<null>`null`.as("contract_interval"),
      sql<"Contract_Vacant">`'Contract_Vacant'`.as("contract_status"),
    ])
    .orderBy("re.title")
    .orderBy("re.id")
    .execute();
}
