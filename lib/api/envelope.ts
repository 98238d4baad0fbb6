// The envelope of spec §7 taken off an axios answer: shared by the staff's client (axios-instance.ts) and the
// parents' (parent-instance.ts).
import type { AxiosResponse } from 'axios';
import { envelopeError, type ApiResult } from './api-error';

/** A body read as JSON when it is JSON, else as text; empty → undefined. */
export function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A success's envelope taken off (spec §7): `{response: {data, total}}` answers `{data, total}`, and a change's
 * `[{result, id, message, data}]` its one item — or an ApiError when its result is not 1. Files (Blobs) and the
 * statuses a call accepts besides 2xx (validateStatus) come as they are.
 */
export function unwrap(response: AxiosResponse): AxiosResponse {
  const body: unknown = response.data;
  if (response.status < 200 || response.status > 299 || !body || typeof body !== 'object' || body instanceof Blob)
    return response;
  if (Array.isArray(body)) {
    const first = body[0] as ApiResult | undefined;
    if (first && typeof first === 'object' && 'result' in first) {
      if (first.result !== 1) throw envelopeError(response.status, body, 'errors.internal');
      response.data = first;
    }
  } else if ('response' in body) {
    response.data = (body as { response: unknown }).response;
  }
  return response;
}

