/** Texts of the screen: payments-screen. */
export const paymentsScreen: Record<string, string> = {};
