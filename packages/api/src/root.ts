import { authRouter } from "./routers/auth.router.ts";
import { contactsRouter } from "./routers/contacts.router.ts";
import { dashboardRouter } from "./routers/dashboard.router.ts";
import { lookupsRouter } from "./routers/lookups.router.ts";
import { prefsRouter } from "./routers/prefs.router.ts";
import { realEstatesRouter } from "./routers/real-estates.router.ts";
import { sessionRouter } from "./routers/session.router.ts";
import { createCallerFactory, router } from "./trpc.ts";

export const appRouter = router({
  auth: authRouter,
  session: sessionRouter,
  prefs: prefsRouter,
  lookups: lookupsRouter,
  contacts: contactsRouter,
  realEstates: realEstatesRouter,
  dashboard: dashboardRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
