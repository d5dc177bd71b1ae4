/** Texts of the screen: contract-wizard. */
export const contractWizardScreen: Record<string, string> = {};
