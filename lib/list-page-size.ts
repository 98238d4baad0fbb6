/** Rows per page of every list (spec §5's default page size for screens). Not a client module: pages that render a
 * list's first page on the server ask for the same size. */
export const LIST_PAGE_SIZE = 20;
