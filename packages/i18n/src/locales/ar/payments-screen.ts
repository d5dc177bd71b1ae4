/** نصوص شاشة payments-screen. */
export const paymentsScreen: Record<string, string> = {};
