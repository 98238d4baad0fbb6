import { describe, expect, it } from 'vitest';
import { GET as openapi } from '@/app/api/webadmin/openapi.json/route';
import { allHandlers, ROUTE_MODULES } from '@/app/api/webadmin/openapi.json/endpoints';

describe('GET /api/webadmin/openapi.json', () => {
  it('documents every declared endpoint, generated from the declarations', async () => {
    const response = await openapi();
    expect(response.status).toBe(200);
    const doc = await response.json();
    expect(doc.openapi).toBe('3.1.0');

    const declared = allHandlers().map((h) => `${h.definition.method.toLowerCase()} ${h.definition.path}`);
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m} ${p}`),
    );
    expect(documented.sort()).toEqual([...declared].sort());
    expect(new Set(declared).size).toBe(declared.length);
    expect(declared.length).toBeGreaterThanOrEqual(Object.keys(ROUTE_MODULES).length);
  });

  it("describes each call's headers, inputs and answer shape", async () => {
    const doc = await (await openapi()).json();
    const login = doc.paths['/api/webadmin/User/login'].post;
    expect(login.security).toEqual([]);
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    expect(
      login.responses[200].content['application/json'].schema.properties.response.properties.data.properties,
    ).toHaveProperty('accessToken');

    const sessions = doc.paths['/api/webadmin/session/get-list'].get;
    expect(sessions.security).toEqual([{ bearer: [] }]);
    const names = sessions.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(['Language', 'tenant-key', 'page', 'page_size', 'order_by', 'active_status']),
    );
    expect(sessions.responses[200].content['application/json'].schema.properties.response.properties).toHaveProperty(
      'total',
    );

    const end = doc.paths['/api/webadmin/session/inactivate/{session_id}'].put;
    expect(end.parameters).toContainEqual(expect.objectContaining({ name: 'session_id', in: 'path', required: true }));
    expect(end.responses[200].content['application/json'].schema).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/Result' },
    });
    expect(doc.components.schemas.Result.properties).toHaveProperty('message');
  });
});
