/** نصوص شاشة contracts-screen. */
export const contractsScreen: Record<string, string> = {};
