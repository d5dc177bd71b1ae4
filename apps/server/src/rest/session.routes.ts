import type { Services } from "@amlak/api";
import type { FastifyInstance } from "fastify";
import { restRoute } from "./rest-route.ts";

export async function sessionRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const route = restRoute.bind(null, app, services);
  route("GET", "/me", (call) => call.session.me());
  route("GET", "/authorization", async (call) => {
    const { subscription, permissions, neededActions } = await call.session.authorization();
    return { subscription, permissions, neededAction: neededActions };
  });
  route("GET", "/prefs", (call) => call.prefs.get());
  route("PUT", "/prefs", (call, { body }) => call.prefs.setJourney({ journey: body.journey as boolean }));
  route("PUT", "/prefs/action-reminder", (call, { body }) => call.prefs.actionReminder({ action: body.action as "showProfileSurvey" }));
}
