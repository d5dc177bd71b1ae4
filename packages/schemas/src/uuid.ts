import { z } from "zod";
import { requiredString } from "./field.ts";

// z.guid, not z.uuid: identifiers only follow the 8-4-4-4-12 hex shape (SPEC §5), and fixed
// identifiers such as 00000000-0000-0000-0000-000000000001 carry no RFC version bits.
export const ZUuidSchema = requiredString().pipe(z.guid({ error: "field.invalid" }));

/** The input of every procedure that names one record: a get, a delete, an action on a contract or payment. */
export const ZIdSchema = z.object({ id: ZUuidSchema });
