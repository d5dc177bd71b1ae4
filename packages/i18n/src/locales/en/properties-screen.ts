/** Texts of the screen: properties-screen. */
export const propertiesScreen: Record<string, string> = {};
