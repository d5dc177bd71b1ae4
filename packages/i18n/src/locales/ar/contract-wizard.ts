/** نصوص شاشة contract-wizard. */
export const contractWizardScreen: Record<string, string> = {};
