// The API's envelope as the browser reads it, and a failed call as the screens know it. Free of axios, so that
// screens may test for an ApiError without loading the client.

export type ApiResult = {
  result: number;
  id: string | null;
  message: string;
  text?: string;
  fields?: Record<string, string>;
  /** An import's per-row report (400). */
  rows?: ImportRowError[];
  /** What a change answers (e.g. the row as saved). */
  data?: unknown;
  /** Other members of an error item, e.g. the current row of a version conflict (409). */
  [detail: string]: unknown;
};
export type ImportRowError = { row: number; field: string; value?: string; message: string; text: string };

/** An API failure: the HTTP status and the translation key the server answered. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly text: string | undefined,
    readonly fields: Record<string, string> | undefined,
    readonly rows?: ImportRowError[],
    /** The whole error item, for members particular to one area (e.g. `row` of a version conflict). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(text ?? key);
  }
}

/** The error item of an envelope (`[{result:0,message,text,fields,rows,…}]`) as an ApiError. */
export function envelopeError(status: number, body: unknown, fallbackKey: string): ApiError {
  const first = Array.isArray(body) ? (body[0] as ApiResult | undefined) : undefined;
  return new ApiError(status, first?.message ?? fallbackKey, first?.text, first?.fields, first?.rows, first ?? {});
}
