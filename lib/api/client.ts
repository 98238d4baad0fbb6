import type { AxiosInstance, AxiosProgressEvent } from 'axios';
import type { ApiResult } from './api-error';
import { setClientState, clientState, type ClientState } from './client-state';

export { ApiError, type ApiResult, type ImportRowError } from './api-error';
export { queryString } from './query-string';

// The screens' calls, each through the one axios instance (lib/api/axios-instance.ts). axios is fetched with a
// page's first call (or its first tap or key, ahead of the call it is likely to make), not with the page: the
// first screens come with their data, and home's first load has no room for it (ARCHITECTURE.md, budget).
let loading: Promise<AxiosInstance> | null = null;
export const apiInstance = () => (loading ??= import('./axios-instance').then((m) => m.apiInstance));

let preloadArmed = false;
function preloadOnFirstInput() {
  if (preloadArmed || typeof window === 'undefined') return;
  preloadArmed = true;
  const preload = () => {
    for (const type of ['pointerdown', 'keydown'] as const) window.removeEventListener(type, preload, true);
    void apiInstance();
  };
  for (const type of ['pointerdown', 'keydown'] as const)
    window.addEventListener(type, preload, { capture: true, passive: true });
}

/**
 * The locale, token and public key; `tenantKeys` are headers the server already encrypted (value → header).
 * Called from effects and event handlers, never during render.
 */
export function configureApi(next: Partial<ClientState>, tenantKeys: Record<string, string> = {}) {
  setClientState(next, tenantKeys);
  preloadOnFirstInput();
}

/** What a call may set besides its method and address (axios's options, the subset the screens use). */
export type RequestOptions = {
  params?: Record<string, unknown>;
  /** JSON-encoded unless it is FormData (sent as multipart) or URLSearchParams (sent as a form). */
  data?: unknown;
  responseType?: 'json' | 'blob';
  /** Milliseconds; 30 s unless set. */
  timeout?: number;
  /** Which statuses answer instead of failing (2xx unless set); a 401 always goes through the sign-out. */
  validateStatus?: (status: number) => boolean;
  /** The share sent so far (0…1), for an upload the user watches. */
  onUploadProgress?: (share: number) => void;
};
export type ApiResponse<T> = { status: number; data: T; headers: Headers };
export type Method = 'get' | 'post' | 'put' | 'delete';

const share = (event: AxiosProgressEvent) => event.progress ?? (event.total ? event.loaded / event.total : 0);

/** One call to /api through the axios instance; failures arrive as ApiError (its response interceptor). */
export async function request<T>(method: Method, url: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const { onUploadProgress, ...rest } = options;
  const http = await apiInstance();
  const response = await http.request<T>({
    ...rest,
    method,
    url,
    onUploadProgress: onUploadProgress && ((event) => onUploadProgress(share(event))),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') headers.set(name, value);
  return { status: response.status, data: response.data, headers };
}

/** The browser's API client: `api.get(url, { params })`, `api.post(url, body)`, … answering `{ status, data, headers }`. */
export const api = {
  request: <T>({ method, url, ...options }: RequestOptions & { method: Method; url: string }) =>
    request<T>(method, url, options),
  get: <T>(url: string, options?: RequestOptions) => request<T>('get', url, options),
  delete: <T>(url: string, options?: RequestOptions) => request<T>('delete', url, options),
  post: <T>(url: string, data?: unknown, options?: RequestOptions) => request<T>('post', url, { ...options, data }),
  put: <T>(url: string, data?: unknown, options?: RequestOptions) => request<T>('put', url, { ...options, data }),
};

/** GET a `{response:{data}}` call (the interceptor took the envelope off). */
export async function getData<T>(url: string, params?: Record<string, unknown>): Promise<T> {
  const { data } = await api.get<{ data: T }>(url, { params });
  return data.data;
}

/** GET a `{response:{data,total}}` call. */
export async function getList<T>(url: string, params?: Record<string, unknown>): Promise<{ data: T[]; total: number }> {
  const { data } = await api.get<{ data: T[]; total: number }>(url, { params });
  return data;
}

/** A mutation answering `[{result,id,message}]`: its item (a result other than 1 is an ApiError, the interceptor's). */
export async function mutate(method: 'post' | 'put' | 'delete', url: string, body?: unknown): Promise<ApiResult> {
  return (await request<ApiResult>(method, url, { data: body })).data;
}

/** Multipart POST or PUT (spec §7 shared helpers). */
export async function upload(method: 'post' | 'put', url: string, form: FormData): Promise<ApiResult> {
  return (await request<ApiResult>(method, url, { data: form })).data;
}

export async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function currentToken() {
  return clientState.token;
}
