import { z } from "zod";
import * as schemas from "../index.ts";

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault"]);

/**
 * Every string field of every schema @amlak/schemas exports, each string schema once, named where it was first found
 * ("ZContactSaveSchema.name"). A pipe is walked on its input side (what a caller sends), or after a preprocess on its
 * output side.
 */
export function textFields(): { name: string; schema: z.ZodString }[] {
  const fields: { name: string; schema: z.ZodString }[] = [];
  const seen = new Set<unknown>();
  const walk = (schema: unknown, name: string): void => {
    if (!(schema instanceof z.ZodType) || seen.has(schema)) return;
    seen.add(schema);
    const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
    if (schema instanceof z.ZodString) fields.push({ name, schema });
    else if (schema instanceof z.ZodObject) for (const [key, field] of Object.entries(schema.shape)) walk(field, `${name}.${key}`);
    else if (WRAPPERS.has(def.type)) walk(def.innerType, name);
    else if (schema instanceof z.ZodPipe) walk(schema.in instanceof z.ZodTransform ? schema.out : schema.in, name);
    else if (schema instanceof z.ZodArray) walk(schema.element, `${name}[]`);
    else if (schema instanceof z.ZodUnion) schema.options.forEach((option: unknown) => walk(option, name));
    else if (schema instanceof z.ZodIntersection) [def.left, def.right].forEach((side) => walk(side, name));
  };
  for (const [name, value] of Object.entries(schemas)) walk(value, name);
  return fields;
}
