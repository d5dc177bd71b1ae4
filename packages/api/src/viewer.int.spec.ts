import { riyadhToday } from "@amlak/domain";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "./context.ts";
import { seedDemoAccount } from "./seed/demo.ts";
import { callerFor, demoCaller, lastOtp, refusalOf, testServices } from "./testing/harness.ts";
import { PROCEDURES } from "./testing/isolation.ts";

const services = testServices();
const { owner } = services.database;
let client: Caller & { orgId: string };
let viewer: Caller;

/**
 * What a viewer reads beyond what anyone reads signed out (SPEC §6: the dashboard and public pages only): the dashboard
 * and its first-steps card, their own account, and what every signed-in page's shell shows (the organization's
 * branding and letterhead, the survey check) or its forms choose from (lookups).
 */
const VIEWER_READS = [
  "branding.get",
  "branding.printed",
  "dashboard.daily",
  "dashboard.operational",
  "dashboard.overview",
  "dashboard.weekly",
  "emailConfirmation.status",
  "firstSteps.get",
  "lookups.contactTypes",
  "lookups.paymentCategories",
  "organization.letterhead",
  "profile.get",
  "profileSurvey.due",
  "session.authorization",
  "session.me",
];

type Call = (input?: unknown) => Promise<unknown>;
const procedureOf = (api: ReturnType<typeof callerFor>, path: string) =>
  path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], api) as Call;

/** The queries that answer `api`, each called with no filters. */
async function answeredQueries(api: ReturnType<typeof callerFor>): Promise<string[]> {
  const queries = Object.entries(PROCEDURES).filter(([path, procedure]) => procedure._def.type === "query" && !path.startsWith("portal."));
  const answered: string[] = [];
  for (const [path] of queries) {
    if ((await refusalOf(procedureOf(api, path)({}))) === null) answered.push(path);
  }
  return answered.sort();
}

beforeAll(async () => {
  await seedDemoAccount(owner, { phone: "569100001", password: "Secret@123", email: "569100001@example.sa" }, riyadhToday(new Date()));
  client = await demoCaller(services, "569100001");
  const team = callerFor(services, client);
  const { challenge } = await team.users.sendOtp({ role_type_id: 5, name: "نورة", email: "noura@example.sa", phone: "0569100002" });
  const added = await team.users.create({ challenge, code: await lastOtp(owner, "569100002") });
  viewer = { userId: added.id, orgId: client.orgId, type: "viewer", sessionVersion: 0 };
});

describe("the viewer (SPEC §6)", () => {
  it("is a role the client gives when adding a user", async () => {
    const [added] = (await callerFor(services, client).users.list()).filter((user) => user.id === viewer.userId);
    expect(added).toMatchObject({ type: "viewer", role_type_id: 5, name: "نورة" });
  });

  it("reads the dashboard and their own account, and is refused every other read on the server", async () => {
    const anonymous = new Set(await answeredQueries(callerFor(services, null)));
    const reads = (await answeredQueries(callerFor(services, viewer))).filter((path) => !anonymous.has(path));
    expect(reads).toEqual(VIEWER_READS);
  });

  it("loads no prefs and changes nothing of the organization", async () => {
    const api = callerFor(services, viewer);
    expect((await refusalOf(api.prefs.get()))?.body.code).toBe("auth.roleForbidden");
    expect((await refusalOf(api.prefs.setJourney({ journey: true })))?.body.code).toBe("auth.roleForbidden");
    expect((await refusalOf(api.contacts.create({ name: "x", type: "tenant", phone: "0569100003" } as never)))?.status).toBe(403);
    expect((await refusalOf(api.tasks.create({} as never)))?.status).toBe(403);
  });
});
