import { Decimal, type Money } from "@amlak/money";
import { z } from "zod";

/** An exact amount; the REST adapter writes it as a JSON number with two decimals, tRPC carries it with superjson. */
export const ZMoneyOutput = z.custom<Money>((value) => Decimal.isDecimal(value)).meta({ type: "number", description: "SAR, two decimals" });

/** A moment in time, written as an ISO 8601 string. */
export const ZInstantOutput = z.date().meta({ type: "string", format: "date-time" });

/** A calendar date (Gregorian), YYYY-MM-DD. */
export const ZDayOutput = z.string().meta({ format: "date" });

export const ZIdOutput = z.object({ id: z.string() });
export const ZOkOutput = z.object({ ok: z.literal(true) });
