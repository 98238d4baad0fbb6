import 'server-only';

/** One error shape for the whole API: an HTTP status and a translation key (spec §8: the client translates it). */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params?: Record<string, string | number>,
    readonly fields?: Record<string, string>,
    /** Extra members of the error item, e.g. an import's per-row report `{rows: [...]}`. */
    readonly details?: Record<string, unknown>,
  ) {
    super(key);
  }
}

export const badRequest = (key = 'errors.validation', fields?: Record<string, string>) =>
  new AppError(400, key, undefined, fields);
export const unauthorized = (key = 'errors.unauthorized') => new AppError(401, key);
export const forbidden = (key = 'errors.forbidden_action') => new AppError(403, key);
// A record of another school is "not found", never "forbidden": its existence is not revealed.
export const notFound = (key = 'errors.not_found') => new AppError(404, key);
export const conflict = (key: string, params?: Record<string, string | number>) => new AppError(409, key, params);
export const unprocessable = (key: string, params?: Record<string, string | number>) =>
  new AppError(422, key, params);
