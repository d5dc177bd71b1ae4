/** Texts of the screen: books-screen. */
export const booksScreen: Record<string, string> = {};
