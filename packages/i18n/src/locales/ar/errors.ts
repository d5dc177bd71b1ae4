export const errors: Record<string, string> = {};
