export const web: Record<string, string> = {};
