import type { AxiosInstance, AxiosProgressEvent } from 'axios';
import { ApiError, type ApiResult } from './api-error';

export { ApiError, type ApiResult } from './api-error';

// The parents' web app's calls to /api/app, through its one axios instance (parent-instance.ts), fetched with the
// first call: a parents' screen comes with its data, so most first loads make none.
let loading: Promise<AxiosInstance> | null = null;
const instance = () => (loading ??= import('./parent-instance').then((m) => m.parentInstance));


/**
 * A change attempted offline is refused at once, with a message, never queued out of sight: the parent sees that
 * nothing was sent and tries again once connected (the service worker does not replay writes).
 */
function assertOnline() {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new ApiError(0, 'parent.offline_refused', undefined, undefined);
  }
}

/** GET a `{response:{data}}` call of the parents' API (`/api/app/…`; pass the path after it). */
export async function parentGet<T>(url: string, params?: Record<string, unknown>): Promise<T> {
  const http = await instance();
  return (await http.get<{ data: T }>(url, { params })).data.data;
}

/** GET a `{response:{data,total}}` call. */
export async function parentList<T>(url: string, params?: Record<string, unknown>): Promise<{ data: T[]; total: number }> {
  const http = await instance();
  return (await http.get<{ data: T[]; total: number }>(url, { params })).data;
}

/** A change (`[{result,id,message,data}]`): its item. */
export async function parentMutate(method: 'post' | 'put' | 'delete', url: string, body?: unknown): Promise<ApiResult> {
  assertOnline();
  const http = await instance();
  return (await http.request<ApiResult>({ method, url, data: body })).data;
}

/** A multipart upload of one `file`, with its progress (0…1). */
export async function parentUpload(url: string, file: File, onProgress?: (share: number) => void): Promise<ApiResult> {
  assertOnline();
  const http = await instance();
  const form = new FormData();
  form.append('file', file);
  const share = (event: AxiosProgressEvent) => event.progress ?? (event.total ? event.loaded / event.total : 0);
  return (
    await http.post<ApiResult>(url, form, { onUploadProgress: onProgress && ((event) => onProgress(share(event))) })
  ).data;
}

/** A file (a receipt, a photo) as a Blob. */
export async function parentFile(url: string, params?: Record<string, unknown>): Promise<Blob> {
  const http = await instance();
  return (await http.get<Blob>(url, { params, responseType: 'blob' })).data;
}

/** POST /api/app/session: the parents' web app's sign-in; the session comes back as an HttpOnly cookie. */
export async function parentSignIn(body: { school_code: string; username: string; password: string }) {
  const http = await instance();
  return (await http.post<{ data: { expires_at: string } }>('session', body)).data.data;
}
