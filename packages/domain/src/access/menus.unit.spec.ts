import { describe, expect, it } from "vitest";
import { canAccessArea, canVisit, findMenuEntry, homePath, isAppPath, menuFor, nextMenuEntry } from "./menus.ts";
import { USER_TYPES, type UserType } from "./user-types.ts";

const paths = (type: UserType) => menuFor(type).map((entry) => entry.path);
const sideMenu = (type: UserType) =>
  menuFor(type)
    .filter((entry) => !entry.hidden)
    .map((entry) => entry.path);

describe("menuFor", () => {
  it("gives the client the member routes in SPEC §2 menu order", () => {
    expect(paths("client")).toEqual([
      "/dashboard",
      "/properties",
      "/Properties/:id",
      "/contracts",
      "/contracts/new",
      "/contracts/:id",
      "/import",
      "/payments",
      "/invoices",
      "/tasks",
      "/contacts",
      "/contacts/:id",
      "/archive",
      "/reports",
      "/books",
      "/MainManagement",
      "/profile",
      "/payment-status",
      "/contactUs",
      "/confirmation",
      "/TermsPolicy",
    ]);
  });

  it("hides the property page, the payment status and the non-menu pages from the side menu", () => {
    expect(sideMenu("client")).toEqual([
      "/dashboard",
      "/properties",
      "/contracts",
      "/payments",
      "/invoices",
      "/tasks",
      "/contacts",
      "/archive",
      "/reports",
      "/books",
      "/MainManagement",
      "/profile",
      "/contactUs",
    ]);
  });

  it("gives the demo account the client menu", () => {
    expect(menuFor("client_mock")).toEqual(menuFor("client"));
  });

  it.each(["subClient", "restricted_subClient", "readonly_subClient"] as const)(
    "gives %s the member menu without settings or subscription payment",
    (type) => {
      expect(sideMenu(type).filter((path) => path !== "/books")).toEqual([
        "/dashboard",
        "/properties",
        "/contracts",
        "/payments",
        "/invoices",
        "/tasks",
        "/contacts",
        "/archive",
        "/reports",
        "/profile",
        "/contactUs",
      ]);
      expect(paths(type)).toContain("/Properties/:id");
      expect(paths(type)).not.toContain("/payment-status");
    },
  );

  it("keeps the books from the restricted sub-user and the new-contract page from the read-only one", () => {
    expect(paths("subClient")).toEqual(expect.arrayContaining(["/books", "/contracts/new"]));
    expect(paths("restricted_subClient")).not.toContain("/books");
    expect(paths("restricted_subClient")).toContain("/contracts/new");
    expect(paths("readonly_subClient")).toContain("/books");
    expect(paths("readonly_subClient")).not.toContain("/contracts/new");
  });

  it("gives the operational sub-client no dashboard and no settings", () => {
    expect(sideMenu("operational_subClient")).toEqual([
      "/properties",
      "/payments",
      "/invoices",
      "/tasks",
      "/contacts",
      "/archive",
      "/reports",
      "/profile",
      "/contactUs",
    ]);
  });

  it("gives the viewer and the tenant only the dashboard; the viewer also confirms their e-mail and reads the policies", () => {
    expect(sideMenu("viewer")).toEqual(["/dashboard"]);
    expect(paths("viewer")).toEqual(["/dashboard", "/confirmation", "/TermsPolicy"]);
    expect(paths("tenant")).toEqual(["/dashboard"]);
  });

  it("gives staff their admin screens", () => {
    expect(paths("system")).toEqual([
      "/dashboard",
      "/operationalDashboard",
      "/Marketers",
      "/AdminReports",
      "/supportInbox",
      "/AdminConfiguration",
      "/BlogsManagement",
    ]);
    expect(paths("customerService")).toEqual(["/dashboard", "/AdminReports", "/supportInbox"]);
    expect(paths("seoSpecialist")).toEqual(["/BlogsManagement"]);
  });

  it("puts the four tour steps on dashboard, properties, tasks and contacts", () => {
    expect(
      menuFor("client")
        .filter((entry) => entry.tourKey)
        .map((entry) => entry.tourKey),
    ).toEqual(["menu.dashboard.tour", "menu.realEstates.tour", "menu.tasks.tour", "menu.contacts.tour"]);
  });

  it("names every i18n key after the entry and marks no signed-in page public", () => {
    for (const type of USER_TYPES) {
      for (const entry of menuFor(type)) {
        expect(entry.public).toBe(false);
        expect(entry.titleKey).toBe(`menu.${entry.key}.title`);
        expect(entry.descriptionKey).toBe(`menu.${entry.key}.description`);
      }
    }
  });

  it("gives a search tip only to the searchable lists", () => {
    const searchable = [...new Set(USER_TYPES.flatMap(menuFor))].filter((entry) => entry.searchTipKey);
    expect(searchable.map((entry) => entry.path)).toEqual([
      "/properties",
      "/contracts",
      "/payments",
      "/invoices",
      "/tasks",
      "/contacts",
      "/archive",
      "/Marketers",
      "/BlogsManagement",
    ]);
  });
});

describe("canVisit", () => {
  it("lets a client open a property by id and the settings", () => {
    expect(canVisit("client", "/Properties/3f2a")).toBe(true);
    expect(canVisit("client", "/MainManagement?tab=Users")).toBe(true);
    expect(canVisit("client", "/profile?tab=Subscription")).toBe(true);
  });

  it("keeps settings and subscription payment from sub-clients", () => {
    expect(canVisit("subClient", "/MainManagement")).toBe(false);
    expect(canVisit("readonly_subClient", "/payment-status")).toBe(false);
    expect(canVisit("restricted_subClient", "/Properties/3f2a")).toBe(true);
  });

  it("keeps the dashboard from the operational sub-client", () => {
    expect(canVisit("operational_subClient", "/dashboard")).toBe(false);
    expect(canVisit("operational_subClient", "/archive")).toBe(true);
  });

  it("lets the viewer see the dashboard and public pages only", () => {
    expect(canVisit("viewer", "/dashboard")).toBe(true);
    expect(canVisit("viewer", "/pricing")).toBe(true);
    expect(canVisit("viewer", "/blog/rent-tips")).toBe(true);
    expect(canVisit("viewer", "/properties")).toBe(false);
    expect(canVisit("viewer", "/profile")).toBe(false);
  });

  it("keeps admin screens to staff and member pages from staff", () => {
    expect(canVisit("client", "/Marketers")).toBe(false);
    expect(canVisit("client", "/AdminConfiguration")).toBe(false);
    expect(canVisit("customerService", "/AdminReports")).toBe(true);
    expect(canVisit("customerService", "/Marketers")).toBe(false);
    expect(canVisit("customerService", "/supportInbox")).toBe(true);
    expect(canVisit("seoSpecialist", "/supportInbox")).toBe(false);
    expect(canVisit("seoSpecialist", "/BlogsManagement")).toBe(true);
    expect(canVisit("seoSpecialist", "/dashboard")).toBe(false);
    expect(canVisit("system", "/properties")).toBe(false);
  });

  it("rejects unknown pages for everyone", () => {
    for (const type of USER_TYPES) expect(canVisit(type, "/no-such-page")).toBe(false);
  });
});

describe("homePath", () => {
  it("lands on /dashboard, /BlogsManagement for the SEO specialist, /properties without a dashboard", () => {
    expect(Object.fromEntries(USER_TYPES.map((type) => [type, homePath(type)]))).toEqual({
      client: "/dashboard",
      subClient: "/dashboard",
      restricted_subClient: "/dashboard",
      readonly_subClient: "/dashboard",
      operational_subClient: "/properties",
      viewer: "/dashboard",
      client_mock: "/dashboard",
      system: "/dashboard",
      customerService: "/dashboard",
      seoSpecialist: "/BlogsManagement",
      tenant: "/dashboard",
    });
  });

  it("is always a page the type may visit", () => {
    for (const type of USER_TYPES) expect(canVisit(type, homePath(type))).toBe(true);
  });
});

describe("findMenuEntry", () => {
  it("finds signed-in and public entries by a concrete path", () => {
    expect(findMenuEntry("/Properties/17")?.key).toBe("realEstate");
    expect(findMenuEntry("/termsofuse")?.key).toBe("termsOfUse");
    expect(findMenuEntry("/AdminReports")?.titleKey).toBe("menu.adminReports.title");
  });

  it("finds nothing for an unknown path", () => {
    expect(findMenuEntry("/nowhere")).toBeUndefined();
  });
});

describe("nextMenuEntry", () => {
  it("links each welcome hint to the next visible page of the user's menu", () => {
    expect(nextMenuEntry("client", "realEstates")?.path).toBe("/contracts");
    expect(nextMenuEntry("client", "invoices")?.path).toBe("/tasks");
    expect(nextMenuEntry("client", "books")?.path).toBe("/MainManagement");
    expect(nextMenuEntry("restricted_subClient", "reports")?.path).toBe("/profile");
  });

  it("has no next page after the last one or for a page outside the menu", () => {
    expect(nextMenuEntry("client", "contactUs")).toBeUndefined();
    expect(nextMenuEntry("operational_subClient", "dashboard")).toBeUndefined();
  });
});

describe("canAccessArea", () => {
  it("lets a type use exactly the areas its menu lists", () => {
    expect(canAccessArea("client", "settings")).toBe(true);
    expect(canAccessArea("subClient", "settings")).toBe(false);
    expect(canAccessArea("operational_subClient", "realEstates")).toBe(true);
    expect(canAccessArea("operational_subClient", "dashboard")).toBe(false);
    expect(canAccessArea("viewer", "contacts")).toBe(false);
    expect(canAccessArea("seoSpecialist", "blogsManagement")).toBe(true);
    expect(canAccessArea("customerService", "marketers")).toBe(false);
  });
});

describe("isAppPath", () => {
  it("knows the app's pages: the root, every menu route with its parameters, and the portals", () => {
    for (const path of [
      "/",
      "/dashboard",
      "/Properties/4f0e",
      "/properties/4f0e?tab=units",
      "/login",
      "/tenant",
      "/owner/login",
      "/tenant/",
    ]) {
      expect(isAppPath(path), path).toBe(true);
    }
  });

  it("knows no other path, so the server can answer it 404", () => {
    for (const path of ["/no-such-page", "/Properties/1/2", "/tenants", "/dashboard/extra", "/ownerx"]) {
      expect(isAppPath(path), path).toBe(false);
    }
  });
});
