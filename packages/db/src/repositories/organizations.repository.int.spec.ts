import { migrations } from "@amlak/migrations";
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "../client.ts";
import { insertOrganization } from "./organizations.repository.ts";

// The int project's file setup gives this file its own migrated database, so the migration may run down and up here.
const owner = createDb(process.env.TEST_DATABASE_FILE_URL!, { role: "owner", max: 2 });
afterAll(() => owner.destroy());

const vatRegistered = (id: string) =>
  owner.selectFrom("organizations").select("vat_registered").where("id", "=", id).executeTakeFirstOrThrow();
const refusal = { code: "23514", constraint: "organizations_vat_registered_has_vat_no" };

describe("organizations.vat_registered", () => {
  it("is off for a new organization (as sign-up makes it)", async () => {
    const id = randomUUID();
    await insertOrganization(owner, id);

    expect(await vatRegistered(id)).toEqual({ vat_registered: false });
  });

  it("refuses a registered organization without a VAT number", async () => {
    const id = randomUUID();
    await expect(owner.insertInto("organizations").values({ id, vat_registered: true }).execute()).rejects.toMatchObject(refusal);
    await insertOrganization(owner, id);
    await expect(owner.updateTable("organizations").set({ vat_registered: true }).where("id", "=", id).execute()).rejects.toMatchObject(
      refusal,
    );
    await expect(
      owner.updateTable("organizations").set({ vat_registered: true, vat_no: "" }).where("id", "=", id).execute(),
    ).rejects.toMatchObject(refusal);

    await owner.updateTable("organizations").set({ vat_registered: true, vat_no: "300000000000003" }).where("id", "=", id).execute();
    expect(await vatRegistered(id)).toEqual({ vat_registered: true });
    await expect(owner.updateTable("organizations").set({ vat_no: null }).where("id", "=", id).execute()).rejects.toMatchObject(refusal);
  });

  it("is turned on by its migration for the organizations that already had a VAT number", async () => {
    const migration = migrations["2026_11_24T1100_vat_registered"]!;
    const withNumber = randomUUID();
    const withEmptyNumber = randomUUID();
    const withoutNumber = randomUUID();
    await migration.down!(owner);
    await owner
      .insertInto("organizations")
      .values([
        { id: withNumber, vat_no: "300000000000003" },
        { id: withEmptyNumber, vat_no: "" },
        { id: withoutNumber, vat_no: null },
      ])
      .execute();
    await migration.up(owner);

    expect(await vatRegistered(withNumber)).toEqual({ vat_registered: true });
    expect(await vatRegistered(withEmptyNumber)).toEqual({ vat_registered: false });
    expect(await vatRegistered(withoutNumber)).toEqual({ vat_registered: false });
  });
});
