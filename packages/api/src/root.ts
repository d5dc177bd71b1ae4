import { adminConfigRouter } from "./routers/admin-config.router.ts";
import { marketersRouter } from "./routers/marketers.router.ts";
import { blogsRouter } from "./routers/blogs.router.ts";
import { messagesRouter } from "./routers/messages.router.ts";
import { authRouter } from "./routers/auth.router.ts";
import { booksRouter } from "./routers/books.router.ts";
import { brandingRouter } from "./routers/branding.router.ts";
import { contractsRouter } from "./routers/contracts.router.ts";
import { contractRenewalsRouter } from "./routers/contract-renewals.router.ts";
import { contractEjarRouter } from "./routers/contract-ejar.router.ts";
import { invoicesRouter, receiptsRouter } from "./routers/invoices.router.ts";
import { creditNotesRouter } from "./routers/credit-notes.router.ts";
import { paymentsRouter } from "./routers/payments.router.ts";
import { chequesRouter } from "./routers/cheques.router.ts";
import { collectionsRouter } from "./routers/collections.router.ts";
import { contactsRouter } from "./routers/contacts.router.ts";
import { contractDraftsRouter } from "./routers/contract-drafts.router.ts";
import { quotationsRouter } from "./routers/quotations.router.ts";
import { historyRouter } from "./routers/history.router.ts";
import { importsRouter } from "./routers/imports.router.ts";
import { dashboardRouter } from "./routers/dashboard.router.ts";
import { firstStepsRouter } from "./routers/first-steps.router.ts";
import { lookupsRouter } from "./routers/lookups.router.ts";
import { organizationRouter } from "./routers/organization.router.ts";
import { prefsRouter } from "./routers/prefs.router.ts";
import { realEstatesRouter } from "./routers/real-estates.router.ts";
import { sessionRouter } from "./routers/session.router.ts";
import { supportRouter } from "./routers/support.router.ts";
import { supportInboxRouter } from "./routers/support-inbox.router.ts";
import { publicContactRouter } from "./routers/public-contact.router.ts";
import { staffDashboardRouter } from "./routers/staff-dashboard.router.ts";
import { usersRouter } from "./routers/users.router.ts";
import { tasksRouter } from "./routers/tasks.router.ts";
import { profileRouter } from "./routers/profile.router.ts";
import { emailConfirmationRouter } from "./routers/email-confirmation.router.ts";
import { subscriptionsRouter } from "./routers/subscriptions.router.ts";
import { subscriptionInvoicesRouter } from "./routers/subscription-invoices.router.ts";
import { paymentCardsRouter } from "./routers/payment-cards.router.ts";
import { onlinePaymentsRouter } from "./routers/online-payments.router.ts";
import { refundRequestsRouter } from "./routers/refund-requests.router.ts";
import { templatesRouter } from "./routers/templates.router.ts";
import { documentsRouter } from "./routers/documents.router.ts";
import { reportsRouter } from "./routers/reports.router.ts";
import { ownerStatementsRouter } from "./routers/owner-statement.router.ts";
import { ownersRouter } from "./routers/owners.router.ts";
import { settlementsRouter } from "./routers/settlements.router.ts";
import { portalRouter } from "./routers/portal.router.ts";
import { profileSurveyRouter } from "./routers/profile-survey.router.ts";
import { profileSurveyReportRouter } from "./routers/profile-survey-report.router.ts";
import { createCallerFactory, router } from "./trpc.ts";

export const appRouter = router({
  auth: authRouter,
  session: sessionRouter,
  prefs: prefsRouter,
  lookups: lookupsRouter,
  contacts: contactsRouter,
  realEstates: realEstatesRouter,
  dashboard: dashboardRouter,
  firstSteps: firstStepsRouter,
  contracts: contractsRouter,
  contractRenewals: contractRenewalsRouter,
  contractEjar: contractEjarRouter,
  payments: paymentsRouter,
  collections: collectionsRouter,
  cheques: chequesRouter,
  invoices: invoicesRouter,
  creditNotes: creditNotesRouter,
  receipts: receiptsRouter,
  books: booksRouter,
  organization: organizationRouter,
  branding: brandingRouter,
  users: usersRouter,
  contractDrafts: contractDraftsRouter,
  quotations: quotationsRouter,
  support: supportRouter,
  supportInbox: supportInboxRouter,
  publicContact: publicContactRouter,
  staffDashboard: staffDashboardRouter,
  tasks: tasksRouter,
  profile: profileRouter,
  emailConfirmation: emailConfirmationRouter,
  subscriptions: subscriptionsRouter,
  subscriptionInvoices: subscriptionInvoicesRouter,
  paymentCards: paymentCardsRouter,
  onlinePayments: onlinePaymentsRouter,
  refundRequests: refundRequestsRouter,
  templates: templatesRouter,
  history: historyRouter,
  imports: importsRouter,
  documents: documentsRouter,
  reports: reportsRouter,
  ownerStatements: ownerStatementsRouter,
  owners: ownersRouter,
  settlements: settlementsRouter,
  portal: portalRouter,
  adminConfig: adminConfigRouter,
  marketers: marketersRouter,
  blogs: blogsRouter,
  messages: messagesRouter,
  profileSurvey: profileSurveyRouter,
  profileSurveyReport: profileSurveyReportRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
