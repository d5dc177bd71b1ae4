/** نصوص شاشة properties-screen. */
export const propertiesScreen: Record<string, string> = {};
