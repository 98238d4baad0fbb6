import axios, { AxiosError, type AxiosInstance } from 'axios';
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

export const api: AxiosInstance = axios.create({ baseURL: '/api', timeout: 30_000 });

api.interceptors.request.use(async (config) => {
  await configured;
  config.headers.set('Language', state.locale);
  if (state.publicKey) config.headers.set('tenant-key', await tenantKey());
  if (state.token) config.headers.set('Authorization', `Bearer ${state.token}`);
  return config;
});

api.interceptors.response.use(
  (response) => response,
  (error: AxiosError<ApiResult[] | unknown>) => {
    const status = error.response?.status ?? 0;
    const body = error.response?.data;
    const first = Array.isArray(body) ? (body[0] as ApiResult | undefined) : undefined;
    if (status === 401 && state.token) handleUnauthorized();
    else if (status && status !== 400 && status !== 401) console.warn(`API ${status}`, error.config?.url);
    return Promise.reject(
      new ApiError(status, first?.message ?? (status ? 'errors.internal' : 'errors.network'), first?.text, first?.fields, first?.rows, first ?? {}),
    );
  },
);

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
  const { data } = await api.request<ApiResult[]>({ method, url, data: body });
  const first = data[0];
  if (!first || first.result !== 1) throw new ApiError(200, first?.message ?? 'errors.internal', first?.text, first?.fields);
  return first;
}

/** Multipart POST or PUT (spec §7 shared helpers). */
export async function upload(method: 'post' | 'put', url: string, form: FormData): Promise<ApiResult> {
  const { data } = await api.request<ApiResult[]>({ method, url, data: form });
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
