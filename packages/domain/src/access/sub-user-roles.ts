import type { UserType } from "./user-types.ts";

/** What a sub-user may be made (SPEC §3 Role): the client picks one when adding a user; the ids are fixed. */
export const SUB_USER_ROLES = [
  { id: 1, code: "subClient" },
  { id: 2, code: "restricted_subClient" },
  { id: 3, code: "readonly_subClient" },
  { id: 4, code: "operational_subClient" },
  { id: 5, code: "viewer" },
] as const satisfies readonly { id: number; code: UserType }[];

export type SubUserType = (typeof SUB_USER_ROLES)[number]["code"];

export function subUserRole(id: number): SubUserType | undefined {
  return SUB_USER_ROLES.find((role) => role.id === id)?.code;
}

export function roleIdOf(type: string): number | undefined {
  return SUB_USER_ROLES.find((role) => role.code === type)?.id;
}
