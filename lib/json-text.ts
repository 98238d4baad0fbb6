/**
 * A value a server component hands to a client component as JSON text. React's payload carries one string as it
 * is and the browser reads it with `JSON.parse` (native), instead of a tree of objects React serialises and
 * revives value by value on every render: a page's first data, its words (issue 16 item 6). As in an API answer,
 * a Date arrives as its ISO string. The type keeps what the text holds, so both sides agree on it.
 */
export type JsonText<T> = string & { readonly __holds?: T };

export const toJsonText = <T>(value: T): JsonText<T> => JSON.stringify(value) as JsonText<T>;

export const fromJsonText = <T>(text: JsonText<T>): T => JSON.parse(text) as T;
