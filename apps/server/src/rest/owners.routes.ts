import { restRoute } from "./rest-route.ts";

/** Owners (issue #23): a lessor's management agreement, what is due to them for a period, and the remittances paying it. */
export const ownerRoutes = [
  restRoute({
    method: "PUT",
    path: "/contacts/:id/management-agreement",
    summary:
      "Set a lessor's management agreement: the fee (a percent of rent collected, or a fixed amount a month), the expense categories charged to the owner, from a day",
    procedure: "owners.saveAgreement",
    input: (request) => ({ ...request.body, lessor_id: request.params.id }),
  }),
  restRoute({
    method: "PUT",
    path: "/real-estates/:id/management-agreement",
    summary:
      "Set a property's own management agreement (a compound, or a unit standing alone), overriding its lessor's for the property's units: the fee, the expense categories charged to the owner, from a day",
    procedure: "owners.savePropertyAgreement",
    input: (request) => ({ ...request.body, real_estate_id: request.params.id }),
  }),
  restRoute({
    method: "DELETE",
    path: "/real-estates/:id/management-agreement",
    summary: "Remove a property's own management agreement: its units fall under the lessor's again",
    procedure: "owners.removePropertyAgreement",
    input: (request) => ({ real_estate_id: request.params.id }),
  }),
  restRoute({
    method: "GET",
    path: "/contacts/:id/remittance",
    summary:
      "What is due to a lessor for a period (from, to): rent collected for them less commission, the expenses their agreement charges them, the management fee with its VAT and what was paid earlier",
    procedure: "owners.proposal",
    query: ["from", "to"],
    input: (request) => ({ lessor_id: request.params.id, from: request.query.from, to: request.query.to }),
  }),
  restRoute({
    method: "GET",
    path: "/contacts/:id/remittances",
    summary: "A lessor's remittances, newest first, each with its fee invoice",
    procedure: "owners.remittances",
    input: (request) => ({ lessor_id: request.params.id }),
  }),
  restRoute({
    method: "POST",
    path: "/remittances",
    summary:
      "Pay a lessor (part of) what is due for a period (lessor_id, from, to, paid_date, amount, method, reference): the period's management fee is charged with it, on a tax invoice to the owner when the organization is VAT-registered",
    procedure: "owners.remit",
    status: 201,
  }),
  restRoute({
    method: "POST",
    path: "/remittances/:id/reverse",
    summary: "Undo a remittance: its payout and fee reversed, the money held for the owner again",
    procedure: "owners.reverse",
  }),
];
