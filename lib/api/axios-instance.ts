// The browser's one API client (design card): an axios instance whose request interceptor adds the headers of
// spec §7 and whose response interceptor takes the envelope off an answer and turns a failure into an ApiError,
// signing the browser out on a 401.
// Loaded on a page's first call (lib/api/client.ts), not with the page: most first screens make none.
import axios, { type AxiosInstance } from 'axios';
import { envelopeError, type ApiError } from './api-error';
import { parseBody, unwrap } from './envelope';
import { clientState, configured, tenantKey } from './client-state';
import { queryString } from './query-string';
import { handleUnauthorized } from './unauthorized';

export const apiInstance: AxiosInstance = axios.create({
  baseURL: '/api',
  timeout: 30_000,
  paramsSerializer: { serialize: (params) => queryString(params).slice(1) },
});

apiInstance.interceptors.request.use(async (config) => {
  await configured;
  config.headers.set('Language', clientState.locale);
  if (clientState.publicKey) config.headers.set('tenant-key', await tenantKey());
  if (clientState.token) config.headers.set('Authorization', `Bearer ${clientState.token}`);
  // No body, or a form the browser writes with its own boundary: no Content-Type of axios's choosing.
  if (config.data === undefined || config.data instanceof FormData) config.headers.setContentType(false);
  return config;
});

/** A failed call as the screens know it; a 401 of a signed-in page signs the browser out. */
async function failure(status: number, body: unknown, url: string | undefined): Promise<ApiError> {
  // A file asked for as a Blob (an export, a photo) is refused in JSON: read the envelope from it.
  const read = body instanceof Blob ? parseBody(await body.text().catch(() => '')) : body;
  if (status === 401 && clientState.token) handleUnauthorized(apiInstance);
  else if (status && status !== 400 && status !== 401) console.warn(`API ${status}`, url);
  return envelopeError(status, read, status ? 'errors.internal' : 'errors.network');
}

apiInstance.interceptors.response.use(
  // A 401 fails even where the call accepts other refusals (validateStatus): the session is gone.
  async (response) =>
    response.status === 401 ? Promise.reject(await failure(401, response.data, response.config.url)) : unwrap(response),
  async (error: unknown) => {
    const response = axios.isAxiosError(error) ? error.response : undefined;
    const url = axios.isAxiosError(error) ? error.config?.url : undefined;
    return Promise.reject(await failure(response?.status ?? 0, response?.data, url));
  },
);
