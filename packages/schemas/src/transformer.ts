import Decimal from "decimal.js";
import superjson from "superjson";

// Money crosses the wire as an exact decimal string and arrives as a Decimal on both sides.
superjson.registerCustom<Decimal, string>(
  { isApplicable: (v): v is Decimal => Decimal.isDecimal(v), serialize: (v) => v.toString(), deserialize: (v) => new Decimal(v) },
  "decimal.js",
);

export const transformer = superjson;
