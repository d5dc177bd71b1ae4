// A module of its own, without zod: a public page's pager reads it and downloads no schema code.
/** SPEC §9: every table shows ten rows a page; the server fixes it, so no client can ask for the whole table. */
export const PAGE_SIZE = 10;
