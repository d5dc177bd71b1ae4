const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (id: string): boolean => UUID.test(id);

/** The id, checked to be a uuid before a statement carries it written in (a literal, not a parameter). */
export function requireUuid(id: string): string {
  if (!isUuid(id)) throw new Error(`not a uuid: ${JSON.stringify(id)}`);
  return id;
}
