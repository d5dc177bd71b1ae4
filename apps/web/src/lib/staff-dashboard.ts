import { isStaff, type UserType } from "@amlak/domain";

/**
 * Staff share /dashboard's menu entry with members but not its page or its words: their dashboard shows sign-ups,
 * subscriptions and activity across organizations, and the member's texts speak of a portfolio.
 */
export const isStaffDashboard = (type: UserType, key: string): boolean => isStaff(type) && key === "dashboard";
