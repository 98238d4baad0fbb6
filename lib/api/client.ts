import { readTenant } from './tenant-storage';
import { handleUnauthorized } from './unauthorized';

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

type ClientState = { token: string | null; locale: string; publicKey: string };
const state: ClientState = { token: null, locale: 'vi', publicKey: '' };
const encrypted = new Map<string, string>();

let markConfigured: () => void = () => {};
/**
 * Settles once the page's providers have given the locale and public key (from an effect, after the first commit).
 * Children's effects run before their parents', so a query started by a screen's first effect waits here for the
 * providers' effect of the same commit instead of going out without its headers.
 */
const configured = new Promise<void>((resolve) => {
  markConfigured = resolve;
});

/**
 * The locale, token and public key; `tenantKeys` are headers the server already encrypted (value → header).
 * Called from effects and event handlers, never during render.
 */
export function configureApi(next: Partial<ClientState>, tenantKeys: Record<string, string> = {}) {
  Object.assign(state, next);
  for (const [value, header] of Object.entries(tenantKeys)) if (!encrypted.has(value)) encrypted.set(value, header);
  if (state.publicKey) markConfigured();
}

/**
 * Each value is encrypted once per page load (jsencrypt pads randomly; the server caches what it decrypted).
 * The page comes with the likely values already encrypted by the server; jsencrypt itself is fetched only for
 * another value (e.g. after switching school).
 */
async function tenantKey(): Promise<string> {
  // Spec §7: the chosen school's value; 0 when signed in with none stored; 1 when signed out.
  const value = state.token ? (readTenant() ?? '0') : '1';
  let header = encrypted.get(value);
  if (!header) {
    const { JSEncrypt } = await import('jsencrypt');
    const rsa = new JSEncrypt();
    rsa.setPublicKey(state.publicKey);
    header = rsa.encrypt(value) || '';
    encrypted.set(value, header);
  }
  return header;
}

/** What a call may set besides its method and address (the subset of axios's options the screens used). */
export type RequestOptions = {
  params?: Record<string, unknown>;
  /** JSON-encoded unless it is FormData (sent as multipart). */
  data?: unknown;
  responseType?: 'json' | 'blob';
  /** Milliseconds; 30 s unless set. */
  timeout?: number;
  /** Which statuses answer instead of failing (2xx unless set); a 401 always goes through the sign-out. */
  validateStatus?: (status: number) => boolean;
  /** The share sent so far (0…1), for an upload the user watches; the call then goes over XMLHttpRequest. */
  onUploadProgress?: (share: number) => void;
};
export type ApiResponse<T> = { status: number; data: T; headers: Headers };
export type Method = 'get' | 'post' | 'put' | 'delete';

/** Query parameters as axios wrote them: null and undefined left out, arrays as `key[]=…`, dates as ISO text. */
export function queryString(params: Record<string, unknown> | undefined) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    const items = Array.isArray(value) ? (value as unknown[]) : [value];
    for (const item of items) {
      if (item === undefined || item === null) continue;
      const text = item instanceof Date ? item.toISOString() : typeof item === 'object' ? JSON.stringify(item) : String(item);
      search.append(Array.isArray(value) ? `${key}[]` : key, text);
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The headers every call carries: the language, the school (encrypted) and the session's token. */
async function commonHeaders(): Promise<Headers> {
  await configured;
  const headers = new Headers({ Accept: 'application/json, text/plain, */*', Language: state.locale });
  if (state.publicKey) headers.set('tenant-key', await tenantKey());
  if (state.token) headers.set('Authorization', `Bearer ${state.token}`);
  return headers;
}

/** A body read as JSON when it is JSON, else as text (as axios did); empty → undefined. */
export function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A failed call as the screens know it; a 401 of a signed-in page signs the browser out. */
function failure(status: number, body: unknown, url: string): ApiError {
  const first = Array.isArray(body) ? (body[0] as ApiResult | undefined) : undefined;
  if (status === 401 && state.token) handleUnauthorized();
  else if (status && status !== 400 && status !== 401) console.warn(`API ${status}`, url);
  return new ApiError(status, first?.message ?? (status ? 'errors.internal' : 'errors.network'), first?.text, first?.fields, first?.rows, first ?? {});
}

/** One call to /api over fetch (or XMLHttpRequest when the upload's progress is watched). */
export async function request<T>(method: Method, url: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const address = `/api${url}${queryString(options.params)}`;
  const headers = await commonHeaders();
  const { data } = options;
  const body = data === undefined ? undefined : data instanceof FormData ? data : JSON.stringify(data);
  if (body !== undefined && !(data instanceof FormData)) headers.set('Content-Type', 'application/json');
  const timeout = options.timeout ?? 30_000;
  const accept = options.validateStatus ?? ((status: number) => status >= 200 && status < 300);
  if (options.onUploadProgress) {
    const { sendWithProgress } = await import('./upload-progress');
    const answer = await sendWithProgress(method, address, headers, body, timeout, options.onUploadProgress).catch(() => null);
    if (!answer) throw failure(0, undefined, url);
    const parsed = parseBody(answer.text);
    if (answer.status === 401 || !accept(answer.status)) throw failure(answer.status, parsed, url);
    return { status: answer.status, data: parsed as T, headers: answer.headers };
  }
  let response: Response;
  try {
    response = await fetch(address, { method: method.toUpperCase(), headers, body, signal: AbortSignal.timeout(timeout) });
  } catch {
    throw failure(0, undefined, url);
  }
  if (response.status === 401 || !accept(response.status)) throw failure(response.status, parseBody(await response.text().catch(() => '')), url);
  const result = options.responseType === 'blob' ? await response.blob() : parseBody(await response.text());
  return { status: response.status, data: result as T, headers: response.headers };
}

/** The browser's API client: `api.get(url, { params })`, `api.post(url, body)`, … answering `{ status, data, headers }`. */
export const api = {
  request: <T>({ method, url, ...options }: RequestOptions & { method: Method; url: string }) => request<T>(method, url, options),
  get: <T>(url: string, options?: RequestOptions) => request<T>('get', url, options),
  delete: <T>(url: string, options?: RequestOptions) => request<T>('delete', url, options),
  post: <T>(url: string, data?: unknown, options?: RequestOptions) => request<T>('post', url, { ...options, data }),
  put: <T>(url: string, data?: unknown, options?: RequestOptions) => request<T>('put', url, { ...options, data }),
};

/** GET a `{response:{data}}` call. */
export async function getData<T>(url: string, params?: Record<string, unknown>): Promise<T> {
  const { data } = await api.get<{ response: { data: T } }>(url, { params });
  return data.response.data;
}

/** GET a `{response:{data,total}}` call. */
export async function getList<T>(url: string, params?: Record<string, unknown>): Promise<{ data: T[]; total: number }> {
  const { data } = await api.get<{ response: { data: T[]; total: number } }>(url, { params });
  return data.response;
}

/** A mutation answering `[{result,id,message}]`; a result other than 1 becomes an ApiError. */
export async function mutate(method: 'post' | 'put' | 'delete', url: string, body?: unknown): Promise<ApiResult> {
  const { data } = await request<ApiResult[]>(method, url, { data: body });
  const first = data[0];
  if (!first || first.result !== 1) throw new ApiError(200, first?.message ?? 'errors.internal', first?.text, first?.fields);
  return first;
}

/** Multipart POST or PUT (spec §7 shared helpers). */
export async function upload(method: 'post' | 'put', url: string, form: FormData): Promise<ApiResult> {
  const { data } = await request<ApiResult[]>(method, url, { data: form });
  const first = data[0];
  if (!first || first.result !== 1) throw new ApiError(200, first?.message ?? 'common.saveFailed', first?.text, first?.fields);
  return first;
}

export async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function currentToken() {
  return state.token;
}
