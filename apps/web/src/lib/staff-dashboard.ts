import { isStaff, type UserType } from "@amlak/domain";

/**
 * Staff share /dashboard's menu entry with members but not its page or its words: their dashboard (sign-ups,
 * subscriptions and activity across organizations) is still to come, and the member's texts speak of a portfolio.
 */
export const isStaffDashboard = (type: UserType, key: string): boolean => isStaff(type) && key === "dashboard";
