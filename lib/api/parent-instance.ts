// The parents' web app's axios instance: the same envelope as the staff's client (envelope.ts), but no token and
// no tenant-key — the session is the HttpOnly cookie the browser sends by itself (same origin). A 401 goes back to
// the parents' sign-in. Loaded on the first call (parent-client.ts), not with the page.
import axios, { type AxiosInstance } from 'axios';
import { ApiError, envelopeError } from './api-error';
import { parseBody, unwrap } from './envelope';
import { queryString } from './query-string';
import { parentState } from './parent-state';
import { parentLoginPath } from '@/lib/parent-session';

export const parentInstance: AxiosInstance = axios.create({
  baseURL: '/api/app',
  timeout: 30_000,
  withCredentials: true,
  paramsSerializer: { serialize: (params) => queryString(params).slice(1) },
});

parentInstance.interceptors.request.use((config) => {
  config.headers.set('Language', parentState.locale);
  if (config.data === undefined || config.data instanceof FormData) config.headers.setContentType(false);
  return config;
});

let leaving = false;

async function failure(status: number, body: unknown, url?: string): Promise<ApiError> {
  const read = body instanceof Blob ? parseBody(await body.text().catch(() => '')) : body;
  // A refused sign-in (POST session: wrong school, name or password) is an answer to show, not an ended session.
  if (status === 401 && url !== 'session' && !leaving && typeof window !== 'undefined') {
    leaving = true;
    // A full load on purpose: nothing of the ended (or the new) session's pages may stay in memory.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${parentLoginPath(parentState.locale)}?ended=1`);
  }
  // No answer at all: the phone is offline (or the school's server is unreachable).
  if (!status) return new ApiError(0, navigator.onLine === false ? 'parent.offline_refused' : 'errors.network', undefined, undefined);
  return envelopeError(status, read, 'errors.internal');
}

parentInstance.interceptors.response.use(
  async (response) =>
    response.status === 401 ? Promise.reject(await failure(401, response.data, response.config.url)) : unwrap(response),
  async (error: unknown) => {
    const response = axios.isAxiosError(error) ? error.response : undefined;
    const url = axios.isAxiosError(error) ? error.config?.url : undefined;
    return Promise.reject(await failure(response?.status ?? 0, response?.data, url));
  },
);
