import { isAccountOwner, type UserType } from "./user-types.ts";

/** A page that needs the user's attention; the side menu shows a red dot on it when showIcon is set. */
export interface NeededAction {
  readonly page: string;
  readonly action: "mainInformation";
  readonly showIcon: boolean;
}

/** SPEC §4: the owner must fill in Main Information until the organization exists. */
export function neededActions(user: { type: UserType; hasOrganization: boolean }): NeededAction[] {
  if (!isAccountOwner(user.type) || user.hasOrganization) return [];
  return [{ page: "/MainManagement", action: "mainInformation", showIcon: true }];
}
