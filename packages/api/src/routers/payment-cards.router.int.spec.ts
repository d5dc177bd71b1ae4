import { describe, expect, it } from "vitest";
import { callerFor, refusalOf, testServices, trialOrganization } from "../testing/harness.ts";

const services = testServices();
const { owner } = services.database;

let phones = 0;
const newOrganization = () => trialOrganization(services, `56${String(8_000_000 + ++phones)}`, "2026-12-01");

/** A card the gateway saved for the organization, as settlement keeps it (the first one is the default). */
const savedCard = (orgId: string, lastFour: string, isDefault: boolean, at: string) =>
  owner
    .insertInto("payment_cards")
    .values({
      org_id: orgId,
      gateway: "sandbox",
      token: `token_${orgId}_${lastFour}`,
      name: "Sara Alharbi",
      brand: "mada",
      last_four: lastFour,
      expiry: "12/30",
      is_default: isDefault,
      created_at: new Date(at),
    })
    .returning("id")
    .executeTakeFirstOrThrow();

describe("saved payment cards", () => {
  it("lists the cards default first, never their token, and moves the default to another card", async () => {
    const client = await newOrganization();
    const first = await savedCard(client.orgId, "1010", true, "2026-12-01T10:00:00Z");
    const second = await savedCard(client.orgId, "1111", false, "2026-12-05T10:00:00Z");
    const call = callerFor(services, client);

    const listed = await call.paymentCards.list();
    expect(listed.automaticRenewal).toBe(false);
    expect(listed.cards.map((card) => [card.id, card.lastFour, card.isDefault])).toEqual([
      [first.id, "1010", true],
      [second.id, "1111", false],
    ]);
    expect(JSON.stringify(listed)).not.toContain("token_");

    await call.paymentCards.makeDefault({ id: second.id });
    expect((await call.paymentCards.list()).cards.map((card) => [card.id, card.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it("switches automatic renewal on only with a card, and off when the last card is deleted; a deleted default passes on", async () => {
    const client = await newOrganization();
    const call = callerFor(services, client);
    expect(await refusalOf(call.paymentCards.setAutomaticRenewal({ on: true }))).toMatchObject({
      status: 409,
      body: { code: "subscription.noSavedCard" },
    });
    const older = await savedCard(client.orgId, "1010", true, "2026-12-01T10:00:00Z");
    const newer = await savedCard(client.orgId, "1111", false, "2026-12-05T10:00:00Z");
    await call.paymentCards.setAutomaticRenewal({ on: true });
    expect((await call.paymentCards.list()).automaticRenewal).toBe(true);

    await call.paymentCards.delete({ id: older.id });
    expect(await call.paymentCards.list()).toMatchObject({ automaticRenewal: true, cards: [{ id: newer.id, isDefault: true }] });
    await call.paymentCards.delete({ id: newer.id });
    expect(await call.paymentCards.list()).toEqual({ automaticRenewal: false, cards: [] });
  });

  it("keeps organizations apart: another organization's card is not found, and stays as it was", async () => {
    const mine = await newOrganization();
    const theirs = await newOrganization();
    const card = await savedCard(theirs.orgId, "1010", true, "2026-12-01T10:00:00Z");
    const call = callerFor(services, mine);
    expect(await refusalOf(call.paymentCards.makeDefault({ id: card.id }))).toMatchObject({ body: { code: "notFound" } });
    expect(await refusalOf(call.paymentCards.delete({ id: card.id }))).toMatchObject({ body: { code: "notFound" } });
    expect((await call.paymentCards.list()).cards).toEqual([]);
    expect(await owner.selectFrom("payment_cards").select("is_default").where("id", "=", card.id).executeTakeFirst()).toEqual({
      is_default: true,
    });
  });

  it("is the account owner's alone", async () => {
    const client = await newOrganization();
    const subUser = { ...client, type: "subClient" as const };
    expect(await refusalOf(callerFor(services, subUser).paymentCards.list())).toMatchObject({
      body: { code: "subscription.roleMayNotSubscribe" },
    });
  });
});
