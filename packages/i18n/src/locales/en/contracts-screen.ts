/** Texts of the screen: contracts-screen. */
export const contractsScreen: Record<string, string> = {};
