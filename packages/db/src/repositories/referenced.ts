import type { DeleteResult } from "kysely";

const FOREIGN_KEY_VIOLATION = "23503";

/**
 * Runs a delete of one row that the foreign keys refuse while another row names it: "inUse" then, "notFound" when
 * there is no such row (in the caller's organization, under row-level security), "deleted" otherwise.
 */
export async function deleteUnlessReferenced(remove: {
  executeTakeFirst(): Promise<DeleteResult>;
}): Promise<"deleted" | "notFound" | "inUse"> {
  try {
    const result = await remove.executeTakeFirst();
    return result.numDeletedRows === 1n ? "deleted" : "notFound";
  } catch (error) {
    if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) return "inUse";
    throw error;
  }
}
