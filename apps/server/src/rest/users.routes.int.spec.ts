import { lastOtp } from "@amlak/api/testing";
import { describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";

const api = new DemoApi("568200001");
const send = api.send.bind(api);
const code = (phone: string) => lastOtp(api.services.database.owner, phone);

describe("users over REST (SPEC §7)", () => {
  it("GET /api/roles lists the roles as id, name and role_code", async () => {
    const response = await send("GET", "/api/roles");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: 1, name: "Manager", role_code: "subClient" },
      { id: 2, name: "Restricted manager (drafts only)", role_code: "restricted_subClient" },
      { id: 3, name: "Read-only manager (every screen, no changes)", role_code: "readonly_subClient" },
      { id: 4, name: "Operations (tasks and payments)", role_code: "operational_subClient" },
      { id: 5, name: "Viewer (dashboard only)", role_code: "viewer" },
    ]);
  });

  it("adds a user with POST /api/users/send-otp { phone } then POST /api/users { role_type_id, name, email, phone, code }", async () => {
    const sent = await send("POST", "/api/users/send-otp", { phone: "0568211001" });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ challenge: expect.any(String) });
    const created = await send("POST", "/api/users", {
      role_type_id: 2,
      name: "منيرة",
      email: "munira@example.sa",
      phone: "0568211001",
      code: await code("568211001"),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: "منيرة",
      phone: "568211001",
      email: "munira@example.sa",
      type: "restricted_subClient",
      active: true,
    });

    const listed = await send("GET", "/api/users");
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({ id: created.json().id, name: "منيرة", type: "restricted_subClient", active: true }),
    ]);
  });

  it("changes a user's status with PUT /api/users/{id} { active } and deletes with DELETE /api/users/{id}", async () => {
    await send("POST", "/api/users/send-otp", { role_type_id: 1, name: "سعد", email: "saad@example.sa", phone: "0568211002" });
    const { id } = (
      await send("POST", "/api/users", {
        role_type_id: 1,
        name: "سعد",
        email: "saad@example.sa",
        phone: "0568211002",
        code: await code("568211002"),
      })
    ).json() as { id: string };
    const paused = await send("PUT", `/api/users/${id}`, { active: false });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ id, active: false });
    const removed = await send("DELETE", `/api/users/${id}`);
    expect(removed.statusCode).toBe(200);
    expect((await send("GET", "/api/users")).json()).not.toContainEqual(expect.objectContaining({ id }));
    expect((await send("DELETE", `/api/users/${id}`)).statusCode).toBe(404);
  });

  it("refuses a wrong code and bad fields", async () => {
    await send("POST", "/api/users/send-otp", { phone: "0568211003" });
    const wrong = await send("POST", "/api/users", {
      role_type_id: 1,
      name: "x",
      email: "x@example.sa",
      phone: "0568211003",
      code: "000000",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: "Invalid confirmation code" });
    const bad = await send("POST", "/api/users/send-otp", { phone: "12345" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fieldErrors: { phone: expect.any(String) } });
  });
});
