// Which of our packages each package may import (DESIGN §1: arrows only point down), tests included.
const OURS = ["money", "schemas", "i18n", "domain", "db", "migrations", "ledger", "documents", "zatca", "api", "server", "web"];

const MAY_IMPORT = {
  "packages/money": [],
  "packages/i18n": [],
  "packages/schemas": ["money", "i18n"],
  "packages/domain": ["money", "schemas", "i18n"],
  "packages/db": ["migrations", "domain", "schemas", "money"],
  "packages/zatca": ["money"],
  "packages/ledger": ["db", "domain", "schemas", "money", "i18n", "zatca"],
  "packages/documents": ["domain", "schemas", "money", "i18n"],
  "packages/api": ["db", "ledger", "domain", "schemas", "money", "i18n", "documents", "zatca"],
  migrations: [],
  "apps/web": ["domain", "schemas", "money", "i18n"],
};

const forbidden = (allowed) =>
  OURS.filter((name) => !allowed.includes(name)).map((name) => ({
    group: [`@amlak/${name}`, `@amlak/${name}/*`],
    message: `DESIGN §1: this package does not import @amlak/${name}.`,
  }));

export const boundaries = Object.entries(MAY_IMPORT).map(([folder, allowed]) => ({
  files: [`${folder}/**/*.{ts,tsx}`],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        // The browser may know the API's types (AppRouter), never its code.
        paths:
          folder === "apps/web"
            ? [{ name: "@amlak/api", allowTypeImports: true, message: "The web imports only types from @amlak/api." }]
            : [],
        patterns: forbidden(folder === "apps/web" ? [...allowed, "api"] : allowed),
      },
    ],
  },
}));
