import amlak from "@amlak/eslint-config";
import { boundaries } from "./eslint.boundaries.js";

const queriesLiveInRepositories =
  "Queries live in repositories (issue #7): put this query in packages/db/src/repositories/<table-or-area>.repository.ts as a function of (db | trx, …) and call it from here.";

export default [
  ...amlak,
  ...boundaries,
  {
    // Procedures and their helpers only parse, authorize, call and return; the SQL is in packages/db/src/repositories.
    files: [
      "packages/api/src/routers/**/*.ts",
      "packages/api/src/auth/**/*.ts",
      "packages/api/src/ledger/**/*.ts",
      "packages/api/src/sms/**/*.ts",
      "packages/api/src/authorization.ts",
    ],
    ignores: ["**/*.spec.ts"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "kysely", importNames: ["sql"], message: queriesLiveInRepositories }] }],
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|mergeInto)$/]",
          message: queriesLiveInRepositories,
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: queriesLiveInRepositories },
      ],
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@hookform/resolvers/zod",
              message: "Use formResolver (apps/web/src/lib/form-resolver.ts): its messages name the limit a field broke.",
            },
          ],
        },
      ],
    },
  },
];
