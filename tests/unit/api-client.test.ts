import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AxiosError } from 'axios';

// The browser's API client (one axios instance and its interceptors): what it sends, and how answers and failures
// come back to the screens. Node has no XMLHttpRequest: the instance's adapter hands each call to a stubbed fetch,
// as the browser's transport would send it (full address, method, headers, body), and settles it as axios does.
const handleUnauthorized = vi.fn();
vi.mock('@/lib/api/unauthorized', () => ({ handleUnauthorized: () => handleUnauthorized() }));

const { api, ApiError, configureApi, getList, mutate, queryString } = await import('@/lib/api/client');
const { apiInstance } = await import('@/lib/api/axios-instance');
apiInstance.defaults.adapter = async (config) => {
  const init: RequestInit = { method: config.method!.toUpperCase(), headers: new Headers(config.headers.toJSON(true) as Record<string, string>), body: config.data as BodyInit | undefined };
  const response = await fetch(apiInstance.getUri(config), init);
  const data = config.responseType === 'blob' ? await response.blob() : await response.text();
  const answered = { data, status: response.status, statusText: response.statusText, headers: Object.fromEntries(response.headers), config };
  if (config.validateStatus && !config.validateStatus(response.status)) throw new AxiosError(`status ${response.status}`, AxiosError.ERR_BAD_RESPONSE, config, null, answered);
  return answered;
};

type Call = { url: string; init: RequestInit };
let calls: Call[] = [];
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers });
  });
  vi.stubGlobal('fetch', fetchMock);
}

beforeEach(() => {
  calls = [];
  handleUnauthorized.mockReset();
  // The school's value is '0' signed in with none stored, '1' signed out; the server sends their headers encrypted.
  configureApi({ locale: 'en', publicKey: 'public-key', token: 'the-token' }, { '0': 'encrypted-0', '1': 'encrypted-1' });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('queryString', () => {
  it('leaves out null and undefined, writes arrays as key[] and dates as ISO text, as axios did', () => {
    const day = new Date(Date.UTC(2026, 0, 2));
    expect(queryString({ a: 1, b: null, c: undefined, d: 'x y', e: ['p', 'q'], f: day, g: false })).toBe(
      '?a=1&d=x+y&e%5B%5D=p&e%5B%5D=q&f=2026-01-02T00%3A00%3A00.000Z&g=false',
    );
    expect(queryString({})).toBe('');
    expect(queryString(undefined)).toBe('');
  });
});

describe('request', () => {
  it('sends the language, the encrypted school and the bearer token, and a JSON body', async () => {
    answer(200, [{ result: 1, id: 'x', message: 'ok' }]);
    const result = await mutate('put', '/webadmin/Thing/update/1', { name: 'A' });
    expect(result.id).toBe('x');
    const { url, init } = calls[0];
    expect(url).toBe('/api/webadmin/Thing/update/1');
    expect(init.method).toBe('PUT');
    const headers = init.headers as Headers;
    expect(headers.get('Language')).toBe('en');
    expect(headers.get('tenant-key')).toBe('encrypted-0');
    expect(headers.get('Authorization')).toBe('Bearer the-token');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"name":"A"}');
  });

  it('reads a list with its query and sends no body on GET', async () => {
    answer(200, { response: { data: [{ id: 1 }], total: 7 } });
    await expect(getList('/webadmin/Thing/get-list', { page: 2, search: '' })).resolves.toEqual({ data: [{ id: 1 }], total: 7 });
    expect(calls[0].url).toBe('/api/webadmin/Thing/get-list?page=2&search=');
    expect(calls[0].init.body).toBeUndefined();
    expect((calls[0].init.headers as Headers).get('Content-Type')).toBeNull();
  });

  it('lets FormData go as multipart (the browser writes its own boundary)', async () => {
    answer(200, [{ result: 1, id: null, message: 'ok' }]);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    await api.post('/webadmin/Thing/upload', form);
    expect(calls[0].init.body).toBe(form);
    expect((calls[0].init.headers as Headers).get('Content-Type')).toBeNull();
  });

  it('answers a Blob when asked, with the headers', async () => {
    answer(200, 'file body', { 'content-disposition': "attachment; filename*=UTF-8''a.xlsx" });
    const response = await api.get<Blob>('/webadmin/Thing/export', { responseType: 'blob' });
    expect(response.data).toBeInstanceOf(Blob);
    await expect(response.data.text()).resolves.toBe('file body');
    expect(response.headers.get('content-disposition')).toContain('a.xlsx');
  });

  it('turns a refusal into an ApiError with the key, fields and the whole error item', async () => {
    answer(409, [{ result: 0, id: null, message: 'errors.version_conflict', text: 'Changed', fields: { name: 'x' }, row: { id: 3 } }]);
    const error = await mutate('put', '/webadmin/Thing/update/1', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, key: 'errors.version_conflict', text: 'Changed', fields: { name: 'x' } });
    expect((error as InstanceType<typeof ApiError>).details.row).toEqual({ id: 3 });
    expect(handleUnauthorized).not.toHaveBeenCalled();
  });

  it('a result other than 1 in a 200 is a failure too', async () => {
    answer(200, [{ result: 0, id: null, message: 'errors.duplicate' }]);
    await expect(mutate('post', '/webadmin/Thing/create', {})).rejects.toMatchObject({ status: 200, key: 'errors.duplicate' });
  });

  it('a 401 of a signed-in page signs the browser out, even where other statuses are accepted', async () => {
    answer(401, [{ result: 0, id: null, message: 'errors.session_expired' }]);
    await expect(api.get('/webadmin/Thing/export', { validateStatus: () => true })).rejects.toMatchObject({ status: 401 });
    expect(handleUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a 401 while signed out (the sign-in call) is only an error', async () => {
    configureApi({ token: null });
    answer(401, [{ result: 0, id: null, message: 'errors.invalid_credentials' }]);
    await expect(api.post('/webadmin/User/login', { username: 'a' })).rejects.toMatchObject({ status: 401, key: 'errors.invalid_credentials' });
    expect(handleUnauthorized).not.toHaveBeenCalled();
    expect((calls[0].init.headers as Headers).get('Authorization')).toBeNull();
    expect((calls[0].init.headers as Headers).get('tenant-key')).toBe('encrypted-1');
  });

  it('accepts the statuses validateStatus allows and answers them', async () => {
    answer(404, [{ result: 0, id: null, message: 'errors.not_found' }]);
    const response = await api.get('/webadmin/Thing/export', { validateStatus: (s) => s < 500 });
    expect(response.status).toBe(404);
  });

  it('a network failure or a 5xx without a body has the generic keys', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.get('/webadmin/Thing/get-list')).rejects.toMatchObject({ status: 0, key: 'errors.network' });
    answer(502, 'Bad gateway');
    await expect(api.get('/webadmin/Thing/get-list')).rejects.toMatchObject({ status: 502, key: 'errors.internal' });
    expect(console.warn).toHaveBeenCalled();
  });
});

describe('files', () => {
  it('a refused file asked for as a Blob still answers the envelope', async () => {
    answer(403, [{ result: 0, id: null, message: 'errors.forbidden', text: 'No' }]);
    await expect(api.get('/webadmin/Thing/photo', { responseType: 'blob' })).rejects.toMatchObject({ status: 403, key: 'errors.forbidden', text: 'No' });
    expect(handleUnauthorized).not.toHaveBeenCalled();
  });
});
