import { sql, type SqlBool } from "kysely";
import type { Db } from "../../client.ts";
import { categoryOf, paymentsInScope } from "./report-payments.ts";

/**
 * The paid payments on a lessor's units up to `to` (the lessor's contracts, else the unit's lessor), with their unit,
 * tenant and category named in lang, what lease settlements did for the owner (ownerSettlementRows) and what credit and
 * debit notes issued by hand did to the owner's rent (ownerNoteRows): what the owner
 * statement (@amlak/domain ownerStatement) and the remittance proposal are worked out from. An owner with several
 * lessor contacts passes them all.
 */
export async function listOwnerPayments(
  db: Db,
  orgId: string,
  lang: "ar" | "en",
  scope: { lessor: string | readonly string[]; to: string },
) {
  const [payments, settlements, notes] = await Promise.all([
    listPaidOwnerPayments(db, orgId, lang, scope),
    ownerSettlementRows(db, orgId, scope),
    ownerNoteRows(db, orgId, scope),
  ]);
  return [...payments, ...settlements, ...notes].sort(
    (a, b) => a.paidDate.localeCompare(b.paidDate) || a.paymentId.localeCompare(b.paymentId),
  );
}

function listPaidOwnerPayments(
  db: Db,
  orgId: string,
  lang: "ar" | "en",
  { lessor, to }: { lessor: string | readonly string[]; to: string },
) {
  return paymentsInScope(db, { orgId, lessor })
    .leftJoin("lookups as named", (join) => join.on("named.group", "=", "PAYMENT_CATEGORY").on(sql<SqlBool>`named.code = ${categoryOf}`))
    .where("p.status", "=", "paid")
    .where("p.paid_date", "<=", to)
    .select([
      "p.id as paymentId",
      sql<string>`coalesce(c.lessor_id, re.lessor_id)`.as("lessorId"),
      "p.party",
      categoryOf.as("category"),
      sql<string | null>`coalesce(${sql.ref(lang === "ar" ? "named.name_ar" : "named.name_en")}, ${categoryOf})`.as("categoryName"),
      sql<string>`p.paid_date`.as("paidDate"),
      "p.price",
      "p.vat",
      "re.title as realEstate",
      sql<string | null>`coalesce(re.parent_id, re.id)`.as("propertyId"),
      "tenant.name as tenant",
    ])
    .orderBy("p.paid_date")
    .orderBy("p.id")
    .execute();
}

/** A movement of the owner's money that is no payment (a settlement's, a note's), as a row of a payment on the owner's units. */
interface OwnerMovementRow<C extends string> {
  paymentId: string;
  lessorId: string;
  category: C;
  paidDate: string;
  price: string;
  vat: string;
  realEstate: string | null;
  propertyId: string | null;
  tenant: string | null;
}

/** Such a movement is the tenant's side of the lease; its category's name is the caller's to give. */
const asTenantMovement = <C extends string>(row: OwnerMovementRow<C>) => ({ ...row, party: "tenant" as const, categoryName: null });

/**
 * A lease settlement on the owner's unit, as two movements of the owner's money on the day it was settled: the rent it
 * refunded to the tenant, a negative collection (`rent_refund`, what the lessor gives back without its VAT: the part
 * credit notes took off invoices by their lines, the rest with the VAT it recorded), and the deductions the deposit
 * paid for the lessor (`deposit_deductions`: what they asked less what was charged to the tenant beyond the deposit).
 * Their names are the caller's to give.
 */
async function ownerSettlementRows(db: Db, orgId: string, { lessor, to }: { lessor: string | readonly string[]; to: string }) {
  const { rows } = await sql<OwnerMovementRow<"rent_refund" | "deposit_deductions">>`
    with settled as (
      select s.id, coalesce(c.lessor_id, re.lessor_id) as lessor_id, s.settled_on, re.title, coalesce(re.parent_id, re.id) as property_id,
        tenant.name as tenant,
        s.refund - s.refund_credited - s.refund_vat
          + coalesce((select sum(n.total_without_vat) from credit_notes n where n.org_id = s.org_id and n.id = any(s.credit_note_ids)), 0)
          as refund_net,
        s.refund_vat
          + coalesce((select sum(n.vat_total) from credit_notes n where n.org_id = s.org_id and n.id = any(s.credit_note_ids)), 0)
          as refund_vat,
        coalesce((select sum((d->>'amount')::numeric) from jsonb_array_elements(s.deductions) d), 0) - s.deductions_charged as kept
      from lease_settlements s
      join contracts c on c.id = s.contract_id and c.org_id = s.org_id
      join real_estates re on re.id = c.real_estate_id and re.org_id = c.org_id
      left join contacts tenant on tenant.id = s.tenant_id and tenant.org_id = s.org_id
      where s.org_id = ${orgId} and s.settled_on <= ${to}
        and coalesce(c.lessor_id, re.lessor_id) in (${sql.join([lessor].flat())})
    )
    select id || ':refund' as "paymentId", lessor_id as "lessorId", 'rent_refund' as category, settled_on::text as "paidDate",
      (-refund_net)::numeric(14,2)::text as price, (-refund_vat)::numeric(14,2)::text as vat,
      title as "realEstate", property_id as "propertyId", tenant
    from settled where refund_net + refund_vat > 0
    union all
    select id || ':deductions', lessor_id, 'deposit_deductions', settled_on::text, kept::numeric(14,2)::text, '0.00', title, property_id, tenant
    from settled where kept > 0
  `.execute(db);
  return rows.map(asTenantMovement);
}

/**
 * A credit or debit note issued by hand on a tax invoice of rent, as a movement of the owner's money on the day it was
 * issued: the owner's part of it (its lines credited to the lessor's payable, without VAT, which the manager owes to
 * ZATCA), negative for a credit note (`rent_credit`) and positive for a debit note (`rent_debit`). The notes a lease
 * settlement issued are its refund's (ownerSettlementRows), and a management fee's are the fee's. The invoice's first
 * payment names the unit and the lessor: a note's lines do not keep their payment, so an invoice over leases of two
 * lessors (rare: one tenant's payments invoiced together) is put on the first's. Their names are the caller's to give.
 */
async function ownerNoteRows(db: Db, orgId: string, { lessor, to }: { lessor: string | readonly string[]; to: string }) {
  const { rows } = await sql<OwnerMovementRow<"rent_credit" | "rent_debit">>`
    with noted as (
      select n.id, n.note_type, (n.issued_at at time zone 'Asia/Riyadh')::date as issued_on,
        coalesce(c.lessor_id, re.lessor_id) as lessor_id, re.title, coalesce(re.parent_id, re.id) as property_id, tenant.name as tenant,
        coalesce((select sum((l->>'totalWithoutVat')::numeric) from jsonb_array_elements(n.lines) l where l->>'credited' = 'lessor_payable'), 0) as net,
        coalesce((select sum((l->>'vat')::numeric) from jsonb_array_elements(n.lines) l where l->>'credited' = 'lessor_payable'), 0) as vat
      from credit_notes n
      join invoices i on i.id = n.invoice_id and i.org_id = n.org_id
      join payments p on p.id = i.payment_ids[1] and p.org_id = i.org_id
      join contracts c on c.id = p.contract_id and c.org_id = p.org_id
      join real_estates re on re.id = c.real_estate_id and re.org_id = c.org_id
      left join contacts tenant on tenant.id = c.tenant_id and tenant.org_id = c.org_id
      where n.org_id = ${orgId} and i.remittance_id is null
        and (n.issued_at at time zone 'Asia/Riyadh')::date <= ${to}
        and not exists (select 1 from lease_settlements s where s.org_id = n.org_id and n.id = any(s.credit_note_ids))
        and coalesce(c.lessor_id, re.lessor_id) in (${sql.join([lessor].flat())})
    )
    select id || ':note' as "paymentId", lessor_id as "lessorId",
      case note_type when 'credit' then 'rent_credit' else 'rent_debit' end as category, issued_on::text as "paidDate",
      (case note_type when 'credit' then -net else net end)::numeric(14,2)::text as price,
      (case note_type when 'credit' then -vat else vat end)::numeric(14,2)::text as vat,
      title as "realEstate", property_id as "propertyId", tenant
    from noted where net > 0
  `.execute(db);
  return rows.map(asTenantMovement);
}
