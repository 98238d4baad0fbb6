import 'server-only';
import { z } from 'zod';
import { statusesOf, type RouteHandler } from './endpoint';
import { ALSO_READABLE_WITH } from '@/lib/screen-reads';

type Definition = RouteHandler['definition'];
type Json = Record<string, unknown>;

const schemaOf = (s: unknown, io: 'input' | 'output') =>
  s ? (z.toJSONSchema(s as z.ZodType, { io, unrepresentable: 'any' }) as Json) : undefined;
/** JSON Schema's own `$schema` member is noise inside an OpenAPI document. */
const bare = (json: Json | undefined) => {
  if (!json) return undefined;
  const { $schema: _schema, ...rest } = json;
  return rest;
};

const ERROR_TEXT: Record<number, string> = {
  400: 'The request is malformed or a value is refused (`fields` names each refused field).',
  401: 'No token, or the token is unknown, ended or of the wrong kind.',
  403: 'The user may not do this, or may not enter the school the tenant-key names.',
  404: 'No such record in the chosen school (another school’s records are never revealed).',
  409: 'The record changed meanwhile or is in a state that forbids this (e.g. already decided).',
  413: 'The body or the uploaded file is larger than allowed.',
  415: 'The uploaded file is not of an accepted type (judged by content).',
  422: 'The request is well-formed but breaks a rule of the school (e.g. a date outside the school year).',
  429: 'Too many attempts or unauthenticated requests: wait the Retry-After seconds.',
};

const LANGUAGE = { name: 'Language', in: 'header', required: false, schema: { type: 'string', enum: ['vi', 'en'] } };
const TENANT_KEY = {
  name: 'tenant-key',
  in: 'header',
  required: false,
  description: 'School id encrypted with the public key (RSA PKCS#1 v1.5, base64)',
  schema: { type: 'string' },
};

/** One line per tag (Redocly's tag-description rule); a new tag needs its line here. */
const TAGS: Record<string, string> = {
  Absence: 'Leave requests from parents or entered by staff, their approval and export.',
  App: 'The parents’ app: its own sign-in and token, a family’s children and their school life.',
  AppAccount: 'Parents’ app accounts of a school: creation with printed slips, lock, password reset.',
  Attendance: 'The daily roll call, check-in and check-out, the month sheet and the school’s attendance settings.',
  Audit: 'The audit log of every change and sign-in.',
  CalendarEvent: 'School events for chosen classes and the families’ replies.',
  ContactBook: 'The daily contact book: a class’s day on the phone, one child’s changes, sending to the parents, a child’s month printed or exported.',
  Class: 'Classes of a school year and their teachers.',
  Dish: 'The school’s dish library: ingredients and nutrition per serving, from the food table or by hand; archived once a menu uses it.',
  Config: 'Public configuration and the key that encrypts the tenant-key header.',
  Health: 'Liveness and readiness of the service.',
  HealthDeclaration: 'Measurements (height, weight, temperature), growth charts and the nutrition report.',
  MasterData: 'Drop-down lists shared by all schools.',
  MedicineRequest: 'Parents’ requests to give medicine and the doses given.',
  Menu: 'The menu tree the signed-in user may see, with the actions allowed on each entry; and the week’s meal menus per age group (build, copy, publish, print) with their nutrition against the norms.',
  MessageRequest: 'Parents’ messages to the teacher or the school, and the replies.',
  Notification: 'The signed-in user’s notifications (the bell’s inbox), marking them read, their push switches and this device’s Web Push subscription.',
  News: 'News posts with photos for the whole school, classes or single children.',
  Province: 'Provinces of a country.',
  Role: 'Roles: a matrix of menus and actions.',
  SchoolYear: 'School years and the current one.',
  Session: 'Signed-in sessions of the user or, for administrators, of others.',
  Student: 'Children: records, guardians, pick-up people, photos, import and export.',
  Survey: 'Surveys to families and their results.',
  Tenant: 'Schools (tenants) and their logos.',
  Tuition: 'Fee items, monthly invoices, payments, receipts and the debt report.',
  User: 'Staff accounts, sign-in and the current user.',
  Vaccine: 'The vaccine schedule.',
  VaccineDeclaration: 'Vaccine doses declared by families and their verification.',
};

/** A stable, URL-safe operationId from the path: /api/webadmin/Student/get-list → studentGetList. */
export function operationIdOf(d: Pick<Definition, 'method' | 'path'>, taken: Set<string>) {
  const words = d.path
    .replace(/^\/api\/(webadmin\/)?/, '')
    .split('/')
    .filter((part) => !part.startsWith('{'))
    .flatMap((part) => part.split(/[-_.]/))
    .filter(Boolean);
  const base = words.map((w, i) => (i === 0 ? w[0].toLowerCase() : w[0].toUpperCase()) + w.slice(1)).join('');
  const id = taken.has(base) ? `${base}${d.method[0]}${d.method.slice(1).toLowerCase()}` : base;
  taken.add(id);
  return id;
}

function successOf(d: Definition): Json {
  if (d.produces)
    return {
      description: 'The file',
      content: Object.fromEntries(d.produces.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
    };
  const data = bare(schemaOf(d.output, 'output')) ?? {};
  const schema =
    d.shape === 'mutation'
      ? {
          type: 'array',
          items: d.output
            ? { allOf: [{ $ref: '#/components/schemas/Result' }, { type: 'object', required: ['data'], properties: { data } }] }
            : { $ref: '#/components/schemas/Result' },
        }
      : {
          type: 'object',
          required: ['response'],
          properties: {
            response:
              d.shape === 'list'
                ? {
                    type: 'object',
                    required: ['data', 'total'],
                    properties: { data: { type: 'array', items: data }, total: { type: 'integer' } },
                  }
                : { type: 'object', properties: { data } },
          },
        };
  return { description: 'OK', content: { 'application/json': { schema } } };
}

function requestBodyOf(d: Definition): Json | undefined {
  if (d.upload)
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: {
              file: {
                type: 'string',
                format: 'binary',
                description: `${d.upload.types.join(', ')} (judged by content), at most ${Math.round(d.upload.maxBytes / 1024)} KB`,
              },
            },
          },
          encoding: { file: { contentType: d.upload.types.join(', ') } },
        },
      },
    };
  if (d.body) return { required: true, content: { 'application/json': { schema: bare(schemaOf(d.body, 'input')) } } };
  return undefined;
}

/** The OpenAPI document, generated from the endpoint declarations: never written by hand. */
export function buildOpenApi(handlers: RouteHandler[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const taken = new Set<string>();
  const sorted = [...handlers].sort((a, b) =>
    `${a.definition.path} ${a.definition.method}`.localeCompare(`${b.definition.path} ${b.definition.method}`),
  );
  for (const { definition: d } of sorted) {
    const parameters: unknown[] = [LANGUAGE];
    if (d.access !== 'public' && d.access !== 'parent') parameters.push(TENANT_KEY);
    for (const [where, schema] of [
      ['query', d.query],
      ['path', d.params],
    ] as const) {
      const json = schemaOf(schema, 'input') as { properties?: Json; required?: string[] } | undefined;
      for (const [name, prop] of Object.entries(json?.properties ?? {})) {
        parameters.push({ name, in: where, required: where === 'path' || !!json?.required?.includes(name), schema: prop });
      }
    }
    const errors = Object.fromEntries(
      statusesOf(d).map((status) => [status, { $ref: `#/components/responses/Error${status}` }]),
    );
    const security = d.access === 'public' ? [] : d.access === 'optional' ? [{ bearer: [] }, {}] : [{ bearer: [] }];
    const body = requestBodyOf(d);
    (paths[d.path] ??= {})[d.method.toLowerCase()] = {
      operationId: operationIdOf(d, taken),
      summary: d.summary,
      tags: [d.tag],
      security,
      ...(d.right && { 'x-right': `${d.right.menu}.${d.right.action}` }),
      ...(d.right?.alsoWith && {
        'x-also-readable-with': ALSO_READABLE_WITH[d.right.alsoWith].map(([menu, action]) => `${menu}.${action}`),
      }),
      parameters,
      ...(body && { requestBody: body }),
      responses: { 200: successOf(d), ...errors, default: { $ref: '#/components/responses/Error' } },
    };
  }
  const tags = [...new Set(handlers.map((h) => h.definition.tag))].sort().map((name) => ({ name, description: TAGS[name] }));
  const used = new Set(handlers.flatMap((h) => statusesOf(h.definition)));
  const errorResponse = (description: string) => ({
    description,
    content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Error' } } } },
  });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kindergarten back office API',
      version: '1',
      description:
        'Staff calls under /api/webadmin take a bearer token from User/login and, for a school’s data, the `tenant-key` header; the parents’ app calls under /api/app take a token from /api/app/login. Errors answer `[{result: 0, message, text}]` with the HTTP status.',
    },
    servers: [{ url: '/', description: 'This server' }],
    tags,
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      responses: {
        ...Object.fromEntries(
          Object.entries(ERROR_TEXT)
            .filter(([status]) => used.has(Number(status)))
            .map(([status, text]) => [`Error${status}`, errorResponse(text)]),
        ),
        Error: errorResponse('Any other failure (500): message is errors.internal'),
      },
      schemas: {
        Result: {
          type: 'object',
          required: ['result', 'id', 'message', 'text'],
          properties: {
            result: { type: 'integer', const: 1, description: '1 success' },
            id: { type: ['string', 'null'], description: 'the record created or changed' },
            message: { type: 'string', description: 'translation key' },
            text: { type: 'string', description: 'the message in the request language' },
          },
        },
        Error: {
          type: 'object',
          required: ['result', 'id', 'message', 'text'],
          properties: {
            result: { type: 'integer', const: 0, description: '0 failure' },
            id: { type: 'null' },
            message: { type: 'string', description: 'translation key, e.g. errors.not_found' },
            text: { type: 'string', description: 'the message in the request language' },
            fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'refused field → text' },
            field_keys: { type: 'object', additionalProperties: { type: 'string' }, description: 'refused field → key' },
          },
          additionalProperties: true,
          description: 'Some errors carry more members, e.g. an import’s per-row report `rows` or a conflict’s current `row`.',
        },
      },
    },
  };
}
