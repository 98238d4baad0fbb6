import 'server-only';
import { z, type ZodType } from 'zod';
import { AppError, badRequest } from './errors';
import type { ParentContext, PublicContext, RequestContext, UserContext } from './context';
import { resolveSession, tenantFromHeader } from '../auth/resolve-session';
import { resolveAppSession } from '../app-auth/resolve-app-session';
import { translate } from '@/lib/i18n/translate';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/routing';
import type { Action } from '@/lib/rights';
import { isTenantKeyCached } from '../crypto/tenant-key';
import { clientIp } from './client-ip';
import { spendUnauthenticatedBudget } from './request-budget';
import { assertCleanInput, readBodyText } from './input-guard';
import { takeResponseHeaders } from './response-headers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * public: anyone; optional: anyone, and a bearer token, when sent, is checked and its school used;
 * user: signed in; tenant: signed in with a school chosen (and, with `right`, allowed);
 * parent: signed in to the parents' app with an app account's token (a staff token is refused, and the other way round).
 */
type Access = 'public' | 'optional' | 'user' | 'tenant' | 'parent';
/** data: {response:{data}}; list: {response:{data,total}}; mutation: [{result,id,message}] (and `data` when the change answers one). */
type Shape = 'data' | 'list' | 'mutation';

type CtxFor<A extends Access> = A extends 'parent'
  ? ParentContext
  : A extends 'tenant'
    ? RequestContext
    : A extends 'user'
      ? UserContext
      : A extends 'optional'
        ? PublicContext | RequestContext | UserContext
        : PublicContext;
type Out<S extends Shape, D> = S extends 'list'
  ? { data: D[]; total: number }
  : S extends 'mutation'
    ? { id?: string | null; message?: string; params?: Record<string, string | number>; data?: unknown } | void
    : D;

export type EndpointDefinition<A extends Access, S extends Shape, Q, B, P, D> = {
  method: Method;
  /** The path as OpenAPI writes it, e.g. /api/webadmin/session/inactivate/{session_id}. */
  path: string;
  summary: string;
  tag: string;
  access: A;
  right?: { menu: string; action: Action };
  query?: ZodType<Q>;
  body?: ZodType<B>;
  params?: ZodType<P>;
  shape: S;
  output?: ZodType<D>;
  handler: (ctx: CtxFor<A>, input: { query: Q; body: B; params: P }, request: Request) => Promise<Out<S, D>>;
};

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };
export type RouteHandler = ((request: Request, context: RouteContext) => Promise<Response>) & {
  definition: EndpointDefinition<Access, Shape, unknown, unknown, unknown, unknown>;
};

/** The one wrapper every endpoint goes through: session → tenant → permission → zod → envelope. */
export function endpoint<A extends Access, S extends Shape, Q = undefined, B = undefined, P = undefined, D = unknown>(
  def: EndpointDefinition<A, S, Q, B, P, D>,
): RouteHandler {
  const handler = async (request: Request, context: RouteContext) => {
    const locale = requestLocale(request);
    let response: Response;
    try {
      response = await run(request, context, locale);
    } catch (error) {
      response = errorResponse(error, locale);
    }
    return finish(request, response);
  };
  const run = async (request: Request, context: RouteContext, locale: Locale) => {
    const ip = clientIp(request);
    const token = bearer(request);
    // Unauthenticated work (public calls, calls without a token) has a per-address budget.
    if (def.access === 'public' || !token) spendUnauthenticatedBudget(ip);
    try {
      const url = requestUrl(request);
      const base = { locale, ip, userAgent: request.headers.get('user-agent') ?? '' };
      let ctx: PublicContext | UserContext | RequestContext | ParentContext = base;
      if (def.access === 'parent') {
        ctx = await resolveAppSession(base, token);
      } else if (def.access === 'user' || def.access === 'tenant' || (def.access === 'optional' && token)) {
        if (!token) throw new AppError(401, 'errors.unauthorized');
        const header = request.headers.get('tenant-key');
        // Cheap refusal first: a tenant-key header never seen before costs an RSA decryption, so the token is
        // checked before it (one query); a known header comes from the cache.
        if (header && !isTenantKeyCached(header)) await resolveSession(base, token, null, false);
        ctx = await resolveSession(base, token, tenantFromHeader(header), def.access === 'tenant');
        if (def.right && !(ctx as RequestContext).can(def.right.menu, def.right.action)) {
          throw new AppError(403, 'errors.forbidden_action');
        }
      }
      const query = Object.fromEntries(url.searchParams);
      const params = def.params ? await context?.params : undefined;
      assertCleanInput(query);
      assertCleanInput(params);
      const body = def.body ? await readJson(request) : undefined;
      const input = {
        query: def.query ? parse(def.query, query) : undefined,
        body: def.body ? parse(def.body, body) : undefined,
        params: def.params ? parse(def.params, params) : undefined,
      } as { query: Q; body: B; params: P };
      const result = await def.handler(ctx as CtxFor<A>, input, request);
      return envelope(def.shape, result, locale);
    } catch (error) {
      // A wrong or ended token is unauthenticated work too.
      if (token && error instanceof AppError && error.status === 401 && def.access !== 'public') spendUnauthenticatedBudget(ip);
      throw error;
    }
  };
  return Object.assign(handler, { definition: def as never });
}

function envelope(shape: Shape, result: unknown, locale: Locale) {
  if (shape === 'mutation') {
    const r = (result ?? {}) as {
      id?: string | null;
      message?: string;
      params?: Record<string, string | number>;
      data?: unknown;
    };
    const key = r.message ?? 'common.success';
    return Response.json([
      {
        result: 1,
        id: r.id ?? null,
        message: key,
        text: translate(locale, key, r.params),
        ...(r.data !== undefined && { data: r.data }),
      },
    ]);
  }
  return Response.json({ response: shape === 'list' ? result : { data: result } });
}

export function errorResponse(error: unknown, locale: Locale) {
  if (error instanceof AppError) {
    const fields = error.fields
      ? Object.fromEntries(Object.entries(error.fields).map(([f, key]) => [f, translate(locale, key)]))
      : undefined;
    return Response.json(
      [
        {
          result: 0,
          id: null,
          message: error.key,
          text: translate(locale, error.key, error.params),
          ...(fields && { fields, field_keys: error.fields }),
          ...error.details,
        },
      ],
      {
        status: error.status,
        headers:
          error.status === 429
            ? { 'Retry-After': String(Number(error.params?.seconds ?? Number(error.params?.minutes ?? 1) * 60)) }
            : undefined,
      },
    );
  }
  console.error(error);
  return Response.json(
    [{ result: 0, id: null, message: 'errors.internal', text: translate(locale, 'errors.internal') }],
    {
      status: 500,
    },
  );
}

function parse<T>(schema: ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path.join('.') || '_';
    fields[name] ??= issue.message.startsWith('errors.') ? issue.message : issueKey(issue);
  }
  throw badRequest('errors.validation', fields);
}

function issueKey(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined) return 'errors.required';
  if (issue.code === 'too_small' && (issue as { minimum?: unknown }).minimum === 1) return 'errors.required';
  return 'errors.validation';
}

/** JSON bodies are read while they stream and cut off past this size (413), whatever Content-Length says. */
export const JSON_MAX_BYTES = 1024 * 1024;

async function readJson(request: Request): Promise<unknown> {
  const text = await readBodyText(request, JSON_MAX_BYTES);
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('errors.invalid_json');
  }
  assertCleanInput(value);
  return value;
}

/** The request URL; one that cannot be parsed or decoded (e.g. a lone `%`) is the client's fault: 400. */
function requestUrl(request: Request): URL {
  try {
    const url = new URL(request.url);
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    throw badRequest('errors.malformed_url');
  }
}

/**
 * Headers every API answer carries: none of them may be kept by a cache (they hold personal data), and those a
 * service added (e.g. the sign-in's device cookie) are attached.
 */
function finish(request: Request, response: Response): Response {
  if (!response.headers.has('cache-control')) response.headers.set('cache-control', 'no-store');
  if (!response.headers.has('x-content-type-options')) response.headers.set('x-content-type-options', 'nosniff');
  // A JSON answer runs nothing and is framed nowhere.
  if (!response.headers.has('content-security-policy'))
    response.headers.set('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
  for (const [name, value] of takeResponseHeaders(request)) response.headers.append(name, value);
  return response;
}

function requestLocale(request: Request): Locale {
  const value = request.headers.get('language')?.toLowerCase().slice(0, 2);
  return isLocale(value) ? value : defaultLocale;
}

function bearer(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : null;
}

