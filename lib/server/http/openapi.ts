import 'server-only';
import { z } from 'zod';
import type { RouteHandler } from './endpoint';

const schemaOf = (s: unknown) => (s ? z.toJSONSchema(s as z.ZodType, { io: 'input', unrepresentable: 'any' }) : undefined);

/** The OpenAPI document, generated from the endpoint declarations: never written by hand. */
export function buildOpenApi(handlers: RouteHandler[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { definition: d } of handlers) {
    const parameters: unknown[] = [
      { name: 'Language', in: 'header', schema: { type: 'string', enum: ['vi', 'en'] } },
    ];
    if (d.access !== 'public' && d.access !== 'parent') {
      parameters.push({ name: 'tenant-key', in: 'header', description: 'School id encrypted with the public key (RSA PKCS#1 v1.5, base64)', schema: { type: 'string' } });
    }
    for (const [where, schema] of [['query', d.query], ['path', d.params]] as const) {
      const json = schemaOf(schema) as { properties?: Record<string, unknown>; required?: string[] } | undefined;
      for (const [name, prop] of Object.entries(json?.properties ?? {})) {
        parameters.push({ name, in: where, required: where === 'path' || json?.required?.includes(name), schema: prop });
      }
    }
    const data = schemaOf(d.output) ?? {};
    const success =
      d.shape === 'mutation'
        ? { type: 'array', items: { $ref: '#/components/schemas/Result' } }
        : { type: 'object', properties: { response: d.shape === 'list' ? { type: 'object', properties: { data: { type: 'array', items: data }, total: { type: 'integer' } } } : { type: 'object', properties: { data } } } };
    (paths[d.path] ??= {})[d.method.toLowerCase()] = {
      summary: d.summary,
      tags: [d.tag],
      security: d.access === 'public' ? [] : [{ bearer: [] }],
      ...(d.right && { 'x-right': `${d.right.menu}.${d.right.action}` }),
      parameters,
      ...(d.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(d.body) } } } } : {}),
      responses: {
        200: { description: 'OK', content: { 'application/json': { schema: success } } },
        default: { description: 'Error: status tells the kind, message is a translation key', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Result' } } } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Kindergarten back office API', version: '1' },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Result: {
          type: 'object',
          properties: {
            result: { type: 'integer', description: '1 success, 0 failure' },
            id: { type: ['string', 'null'] },
            message: { type: 'string', description: 'translation key' },
            text: { type: 'string', description: 'the message in the request language' },
            fields: { type: 'object', additionalProperties: { type: 'string' } },
          },
        },
      },
    },
  };
}
