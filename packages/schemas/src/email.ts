import { parsedBy, requiredString } from "./field.ts";
import { isValidEmail } from "./primitives/email.ts";

export const ZEmailSchema = requiredString().transform(parsedBy((text) => (isValidEmail(text) ? text : null), "email.invalid"));
