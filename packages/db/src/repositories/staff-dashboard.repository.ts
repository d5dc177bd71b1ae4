import { sql } from "kysely";
import type { Db } from "../client.ts";

export type OrganizationState = "trial" | "active" | "expired" | "canceled" | "none";

/**
 * Each organization's subscription standing on `today`, read across organizations (owner connection, never the
 * ledger): its newest subscription that has started and was paid for or is a trial (latestSubscription's rule), and
 * what that means today — a running trial, an active paid period, expired (its end has passed), canceled, or none.
 */
const standings = (owner: Db, today: string) =>
  owner.selectFrom((db) =>
    db
      .selectFrom("organizations as o")
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom("subscriptions as s")
            .select(["s.package_code", "s.status", "s.trial", "s.billing", "s.end_date", "s.price", "s.discount"])
            .whereRef("s.org_id", "=", "o.id")
            .where("s.start_date", "<=", today)
            .where((w) =>
              w.or([
                w("s.status", "in", ["activated", "expired"]),
                w.and([w("s.status", "=", "canceled"), w("s.activated_at", "is not", null)]),
              ]),
            )
            .orderBy("s.start_date", "desc")
            .orderBy("s.created_at", "desc")
            .limit(1)
            .as("c"),
        (join) => join.onTrue(),
      )
      .select([
        "o.id",
        "o.title",
        "o.created_at",
        "c.package_code",
        "c.billing",
        "c.end_date",
        sql<string | null>`c.price - coalesce(c.discount, 0)`.as("recurring_price"),
        sql<OrganizationState>`case
            when c.status is null then 'none'
            when c.status = 'canceled' then 'canceled'
            when c.status = 'expired' or c.end_date < ${today} then 'expired'
            when c.trial then 'trial'
            else 'active' end`.as("state"),
      ])
      .as("st"),
  );

/** Which organizations a dashboard figure counts: the list a click on it opens. */
export type OrganizationFigure =
  | { kind: "standing"; packageCode: string | null; state: OrganizationState }
  | { kind: "trialsEnding"; weekEnd: string }
  | { kind: "signedUpSince"; since: Date }
  | { kind: "paying" }
  | { kind: "failedPaymentsSince"; since: Date };

function ofFigure(owner: Db, today: string, figure: OrganizationFigure) {
  const query = standings(owner, today);
  switch (figure.kind) {
    case "standing":
      return query
        .where("st.state", "=", figure.state)
        .where("st.package_code", figure.packageCode === null ? "is" : "=", figure.packageCode);
    case "trialsEnding":
      return query.where("st.state", "=", "trial").where("st.end_date", "<=", figure.weekEnd);
    case "signedUpSince":
      return query.where("st.created_at", ">=", figure.since);
    case "paying":
      return query.where("st.state", "=", "active").where("st.recurring_price", ">", "0");
    case "failedPaymentsSince":
      return query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom("subscription_payments as p")
            .select("p.id")
            .whereRef("p.org_id", "=", "st.id")
            .where("p.status", "=", "failed")
            .where("p.created_at", ">=", figure.since),
        ),
      );
    default: {
      const _exhaustive: never = figure;
      return _exhaustive;
    }
  }
}

/** How many organizations each package has in each standing. */
export const countOrganizationsByStanding = (owner: Db, today: string) =>
  standings(owner, today)
    .select(["st.package_code", "st.state", (eb) => eb.fn.countAll<string>().as("organizations")])
    .groupBy(["st.package_code", "st.state"])
    .orderBy("st.package_code")
    .orderBy("st.state")
    .execute();

export const countOrganizations = async (owner: Db, today: string, figure: OrganizationFigure) =>
  Number(
    (
      await ofFigure(owner, today, figure)
        .select((eb) => eb.fn.countAll<string>().as("organizations"))
        .executeTakeFirstOrThrow()
    ).organizations,
  );

/** The organizations a figure counts, newest sign-up first, up to `limit`. */
export const listOrganizations = (owner: Db, today: string, figure: OrganizationFigure, limit: number) =>
  ofFigure(owner, today, figure)
    .select(["st.id", "st.title", "st.created_at", "st.package_code", "st.billing", "st.end_date", "st.state"])
    .orderBy("st.created_at", "desc")
    .orderBy("st.id")
    .limit(limit)
    .execute();

/** What each paying organization pays per period after its promotion discount: the monthly recurring revenue's terms. */
export const listRecurringPrices = (owner: Db, today: string) =>
  ofFigure(owner, today, { kind: "paying" }).select(["st.billing", "st.recurring_price"]).execute();

/** Subscription payments that failed since `since`, and refund requests waiting for a decision. */
export const countBillingIssues = (owner: Db, since: Date) =>
  owner
    .selectNoFrom((eb) => [
      eb
        .selectFrom("subscription_payments")
        .select(eb.fn.countAll<string>().as("n"))
        .where("status", "=", "failed")
        .where("created_at", ">=", since)
        .as("failed_payments"),
      eb
        .selectFrom("subscription_refund_requests")
        .select(eb.fn.countAll<string>().as("n"))
        .where("status", "=", "pending")
        .as("pending_refunds"),
    ])
    .executeTakeFirstOrThrow();
