import { describe, expect, it } from "vitest";
import { openApiDocument } from "./openapi.ts";
import { REST_ROUTES } from "./rest-api.ts";
import { procedureSchemas } from "./route-schemas.ts";

describe("the REST route table", () => {
  it.each(REST_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s calls a procedure with an output schema",
    (_, route) => {
      const { output } = procedureSchemas(route.procedure);
      expect(output, `${route.procedure} has no .output()`).toBeDefined();
    },
  );

  it("declares each method and path once", () => {
    const keys = REST_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("documents every route in /api/openapi.json with its body and answer schemas", () => {
    const { paths } = openApiDocument(REST_ROUTES);
    const documented = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(REST_ROUTES.map((route) => `${route.method} /api${route.path.replace(/:(\w+)/g, "{$1}")}`).sort());
    const pay = paths["/api/payments/{id}/pay"]!.post!;
    expect(pay.requestBody?.content["application/json"].schema.properties).toHaveProperty("paid_date");
    expect(pay.requestBody?.content["application/json"].schema.properties).not.toHaveProperty("id");
    const payment = paths["/api/payments/{id}"]!.get!.responses["200"]!;
    expect(payment).toMatchObject({ content: { "application/json": { schema: { properties: { price: { type: "number" } } } } } });
  });
});
