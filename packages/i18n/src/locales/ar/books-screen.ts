/** نصوص شاشة books-screen. */
export const booksScreen: Record<string, string> = {};
