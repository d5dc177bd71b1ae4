import { z } from "zod";
import { restRoute } from "./rest-route.ts";

export const sessionRoutes = [
  restRoute({ method: "GET", path: "/me", summary: "The signed-in user", procedure: "session.me" }),
  restRoute({
    method: "GET",
    path: "/authorization",
    summary: "What the package grants: subscription, permissions and the actions still needed",
    procedure: "session.authorization",
    // The legacy field is neededAction (singular).
    answer: {
      schema: z.object({ subscription: z.unknown(), permissions: z.array(z.unknown()), neededAction: z.array(z.unknown()) }),
      from: ({ subscription, permissions, neededActions }) => ({ subscription, permissions, neededAction: neededActions }),
    },
  }),
  restRoute({ method: "GET", path: "/prefs", summary: "The user's preferences", procedure: "prefs.get" }),
  restRoute({ method: "PUT", path: "/prefs", summary: "Turn the product tour on or off", procedure: "prefs.setJourney" }),
  restRoute({
    method: "PUT",
    path: "/prefs/action-reminder",
    summary: "Remind me later about an action",
    procedure: "prefs.actionReminder",
  }),
];
