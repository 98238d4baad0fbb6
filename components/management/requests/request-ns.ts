/** The message namespaces of the kinds of parents' requests staff review, which word the shared request pieces. */
export type RequestNs = 'absence' | 'medicine' | 'message' | 'vaccine';
