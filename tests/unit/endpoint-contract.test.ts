import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@/lib/server/http/endpoint';
import { fileEndpoint } from '@/lib/server/files/file-endpoint';
import { notFound } from '@/lib/server/http/errors';

/** In tests the wrapper checks every answer against the declaration, so the OpenAPI document cannot lie. */
const row = z.object({ id: z.string(), name: z.string().nullable() });
const base = { method: 'GET', path: '/api/test/contract', summary: 'test', tag: 'Test', access: 'public' } as const;
const ask = async (handler: ReturnType<typeof endpoint>) => {
  const response = await handler(new Request('http://localhost/api/test/contract', { headers: { 'x-peer-address': '192.0.2.7' } }), {
    params: Promise.resolve({}),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
};

describe('the endpoint wrapper in tests', () => {
  it('answers what matches the declared output, a Date sent as its string', async () => {
    const get = endpoint({ ...base, shape: 'list', output: row.extend({ at: z.string() }), handler: async () => ({ data: [{ id: 'a', name: null, at: new Date(0) }], total: 1 }) });
    expect(await ask(get)).toEqual({ status: 200, body: { response: { data: [{ id: 'a', name: null, at: '1970-01-01T00:00:00.000Z' }], total: 1 } } });
  });

  it.each([
    ['a wrong type', async () => ({ id: 1, name: 'x' })],
    ['a missing member', async () => ({ id: 'a' })],
    ['a member the schema does not name', async () => ({ id: 'a', name: 'x', secret: 'y' })],
  ])('fails loudly (500) on %s', async (_label, handler) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const get = endpoint({ ...base, shape: 'data', output: row, handler: handler as never });
    expect((await ask(get)).status).toBe(500);
    expect(String(error.mock.calls[0]?.[0])).toContain('/api/test/contract');
    error.mockRestore();
  });

  it('fails on a mutation answering data it does not declare, and on an error status it does not list', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const change = endpoint({ ...base, method: 'POST', shape: 'mutation', handler: async () => ({ id: 'a', data: { x: 1 } }) });
    expect((await ask(change)).status).toBe(500);
    const undocumented = endpoint({ ...base, shape: 'data', output: row, handler: async () => { throw notFound(); } });
    expect((await ask(undocumented)).status).toBe(500);
    const documented = endpoint({ ...base, shape: 'data', output: row, errors: [404], handler: async () => { throw notFound(); } });
    expect((await ask(documented)).status).toBe(404);
    error.mockRestore();
  });

  it('refuses a file of a content type the declaration does not produce', async () => {
    const file = (contentType: string) =>
      fileEndpoint({ ...base, produces: ['application/pdf'], handler: async () => ({ body: new Uint8Array([1]), contentType }) });
    const request = () => new Request('http://localhost/api/test/contract', { headers: { 'x-peer-address': '192.0.2.8' } });
    expect((await file('application/pdf')(request(), { params: Promise.resolve({}) })).status).toBe(200);
    await expect(file('text/html')(request(), { params: Promise.resolve({}) })).rejects.toThrow(/does not list in `produces`/);
  });
});
