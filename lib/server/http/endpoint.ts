import 'server-only';
import { z, type ZodType } from 'zod';
import { AppError, badRequest } from './errors';
import type { ParentContext, PublicContext, RequestContext, UserContext } from './context';
import { resolveSession, tenantFromHeader } from '../auth/resolve-session';
import { resolveAppSession } from '../app-auth/resolve-app-session';
import { assertSameOrigin, parentCookieToken } from './parent-cookie';
import { translate } from '@/lib/i18n/translate';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/routing';
import type { Action } from '@/lib/rights';
import { mayReadOptions, type OptionList } from '@/lib/screen-reads';
import { isTenantKeyCached } from '../crypto/tenant-key';
import { clientIp } from './client-ip';
import { spendSessionBudget, spendUnauthenticatedBudget } from './request-budget';
import { assertCleanInput, readBodyText } from './input-guard';
import { takeResponseHeaders } from './response-headers';
import { JsonText } from './json-text';
import { logError } from './log';
import { assertSchoolDays, type SchoolDays } from './school-days';

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
/** What a handler may return for an answer whose JSON is T: a Date is sent as its ISO string. */
export type Sendable<T> = T extends string
  ? T | Date
  : T extends readonly (infer U)[]
    ? readonly Sendable<U>[]
    : T extends object
      ? { [K in keyof T]: Sendable<T[K]> }
      : T;
type Out<S extends Shape, D> = S extends 'list'
  ? { data: readonly Sendable<D>[]; total: number }
  : S extends 'mutation'
    ? { id?: string | null; message?: string; params?: Record<string, string | number>; data?: Sendable<D> } | void
    : Sendable<D> | JsonText<D>;

/** Error statuses a service may answer beyond those the wrapper itself gives (see `statusesOf`). */
export type ErrorStatus = 401 | 403 | 404 | 409 | 415 | 422;

export type EndpointDefinition<A extends Access, S extends Shape, Q, B, P, D> = {
  method: Method;
  /** The path as OpenAPI writes it, e.g. /api/webadmin/session/inactivate/{session_id}. */
  path: string;
  summary: string;
  tag: string;
  access: A;
  /**
   * The right the call needs; `alsoWith` names an option list of `lib/screen-reads.ts` whose screens' rights allow
   * it too (a screen's own reads follow from the screen's right).
   */
  right?: { menu: string; action: Action; alsoWith?: OptionList };
  /** A public call that does no work at all (no database, no decryption): it spends no per-address budget. */
  unmetered?: true;
  query?: ZodType<Q>;
  body?: ZodType<B>;
  params?: ZodType<P>;
  /**
   * The days of the request (body or query, after zod) that may not lie before the school's first school year, by
   * field path (school-days.ts): checked before the handler, a 400 naming each field. For a school's calls only.
   */
  schoolDays?: (input: { query: Q; body: B }) => SchoolDays;
  shape: S;
  /**
   * The answer inside the envelope (data: the data; list: one row; mutation: the `data` member, none when absent).
   * Required for data and list answers (a unit test checks it); in tests every answer is checked against it.
   */
  output?: ZodType<D>;
  /** Service errors beyond the wrapper's own (400, 401, 403 with a session, 413 with a body or upload, 429). */
  errors?: readonly ErrorStatus[];
  /** A multipart/form-data upload of one `file` field: the content types accepted (by content) and the size limit. */
  upload?: { types: readonly string[]; maxBytes: number };
  /** A file answer's content types (set by fileEndpoint). */
  produces?: readonly string[];
  handler: (ctx: CtxFor<A>, input: { query: Q; body: B; params: P }, request: Request) => Promise<Out<S, NoInfer<D>>>;
};

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };
export type RouteHandler = ((request: Request, context: RouteContext) => Promise<Response>) & {
  definition: EndpointDefinition<Access, Shape, unknown, unknown, unknown, unknown>;
};

/** The one wrapper every endpoint goes through: session → tenant → permission → zod → envelope. */
export function endpoint<A extends Access, S extends Shape, Q = undefined, B = undefined, P = undefined, D = unknown>(
  def: EndpointDefinition<A, S, Q, B, P, D>,
): RouteHandler {
  const documented = CHECK_ANSWERS ? new Set(statusesOf(def as Declared)) : null;
  const handler = async (request: Request, context: RouteContext) => {
    const locale = requestLocale(request);
    let response: Response;
    try {
      response = await run(request, context, locale);
    } catch (error) {
      response = errorResponse((documented && undocumentedStatus(def as Declared, documented, error)) || error, locale);
    }
    return finish(request, response);
  };
  const run = async (request: Request, context: RouteContext, locale: Locale) => {
    const ip = clientIp(request);
    // The parents' web app sends its app token in an HttpOnly cookie (app-auth/parent-cookie.ts); a Bearer wins.
    const fromCookie = def.access === 'parent' && !bearer(request) ? parentCookieToken(request) : null;
    const token = bearer(request) ?? fromCookie;
    // Unauthenticated work (public calls, calls without a token) has a per-address budget.
    if (!def.unmetered && (def.access === 'public' || !token)) spendUnauthenticatedBudget(ip);
    try {
      const url = requestUrl(request);
      const base = { locale, ip, userAgent: request.headers.get('user-agent') ?? '' };
      let ctx: PublicContext | UserContext | RequestContext | ParentContext = base;
      if (def.access === 'parent') {
        // A change made on the strength of the cookie must come from this origin (CSRF).
        if (fromCookie && def.method !== 'GET') assertSameOrigin(request);
        ctx = await resolveAppSession(base, token);
      } else if (def.access === 'user' || def.access === 'tenant' || (def.access === 'optional' && token)) {
        if (!token) throw new AppError(401, 'errors.unauthorized');
        const header = request.headers.get('tenant-key');
        // Cheap refusal first: a tenant-key header never seen before costs an RSA decryption, so the token is
        // checked before it (one query); a known header comes from the cache.
        if (header && !isTenantKeyCached(header)) await resolveSession(base, token, null, false);
        ctx = await resolveSession(base, token, tenantFromHeader(header), def.access === 'tenant');
        if (def.right && !allowed(ctx as RequestContext, def.right)) throw new AppError(403, 'errors.forbidden_action');
      }
      // Signed-in work has a generous budget per session, so that one token cannot monopolise the server.
      if (!def.unmetered && 'sessionId' in ctx) spendSessionBudget(ctx.sessionId);
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
      if (def.schoolDays && 'tenantId' in ctx && ctx.tenantId)
        await assertSchoolDays({ tenantId: ctx.tenantId, userId: 'userId' in ctx ? ctx.userId : undefined }, def.schoolDays(input));
      const result = await def.handler(ctx as CtxFor<A>, input, request);
      if (CHECK_ANSWERS) assertAnswer(def as Declared, result);
      return envelope(def.shape, result, locale);
    } catch (error) {
      // A wrong or ended token is unauthenticated work too.
      if (token && error instanceof AppError && error.status === 401 && def.access !== 'public') spendUnauthenticatedBudget(ip);
      throw error;
    }
  };
  return Object.assign(handler, { definition: def as never });
}

/** The endpoint's own right, or the right of a screen that reads it as an option list. */
function allowed(ctx: RequestContext, right: NonNullable<Declared['right']>): boolean {
  if (ctx.can(right.menu, right.action)) return true;
  return !!right.alsoWith && mayReadOptions(ctx.can, right.alsoWith);
}

/**
 * In tests (never in production) every answer is checked against the endpoint's declared output, and every error
 * status against the statuses the OpenAPI document lists, so the document cannot describe what the server does not
 * send. A mismatch answers 500 with the difference logged.
 */
type Declared = Omit<EndpointDefinition<Access, Shape, unknown, unknown, unknown, unknown>, 'handler'>;
const CHECK_ANSWERS = process.env.NODE_ENV === 'test' || !!process.env.VITEST;

/** The error statuses an endpoint may answer: the wrapper's own plus those its declaration names. */
export function statusesOf(
  def: Pick<Declared, 'access' | 'right' | 'body' | 'upload' | 'errors' | 'unmetered'> & { method?: Method },
): number[] {
  const statuses = new Set<number>([400, ...(def.errors ?? [])]);
  if (!def.unmetered) statuses.add(429);
  if (def.access !== 'public') statuses.add(401);
  if (def.access === 'user' || def.access === 'tenant' || def.access === 'optional' || def.right) statuses.add(403);
  // A parents' change sent with the web app's cookie from another origin (CSRF).
  if (def.access === 'parent' && def.method && def.method !== 'GET') statuses.add(403);
  if (def.body || def.upload) statuses.add(413);
  if (def.upload) statuses.add(415);
  return [...statuses].sort();
}

function undocumentedStatus(def: Declared, documented: Set<number>, error: unknown): Error | null {
  if (!(error instanceof AppError) || documented.has(error.status)) return null;
  return new Error(`${def.method} ${def.path} answered ${error.status} (${error.key}), which its declaration does not list in \`errors\``);
}

function assertAnswer(def: Declared, result: unknown) {
  const where = `${def.method} ${def.path}`;
  const sent = (value: unknown) =>
    value === undefined ? undefined : JSON.parse(value instanceof JsonText ? value.text : JSON.stringify(value));
  if (def.shape === 'list') {
    const list = sent(result) as { data?: unknown; total?: unknown } | undefined;
    if (!Array.isArray(list?.data) || !Number.isInteger(list.total)) throw new Error(`${where}: a list answer needs data[] and an integer total`);
    if (def.output) list.data.forEach((row, i) => assertMatches(def.output!, row, `${where} data[${i}]`));
  } else if (def.shape === 'mutation') {
    const data = sent((result as { data?: unknown } | undefined)?.data);
    if (def.output) assertMatches(def.output, data, `${where} data`);
    else if (data !== undefined) throw new Error(`${where} answers data but declares no output`);
  } else if (def.output) {
    assertMatches(def.output, sent(result), where);
  }
}

/** The value parses, and parsing changes nothing: no member the schema does not name, no default filled in. */
function assertMatches(schema: ZodType, value: unknown, where: string) {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${where} does not match its output schema: ${z.prettifyError(parsed.error)}`);
  const difference = firstDifference(parsed.data, value, '');
  if (difference !== null) throw new Error(`${where} sends ${difference || 'a value'} that its output schema does not describe`);
}

function firstDifference(a: unknown, b: unknown, path: string): string | null {
  if (a === b) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return path;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const found = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`);
    if (found !== null) return found;
  }
  return null;
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
  if (result instanceof JsonText) {
    // As bytes: a string body is first scanned whole for lone surrogates by the Response constructor (2% of a roll
    // call's server time), then encoded; the database wrote valid UTF-8, and Buffer.from encodes once.
    const body = Buffer.from(`{"response":{"data":${result.text}}}`);
    return new Response(body, { headers: { 'content-type': 'application/json' } });
  }
  return Response.json({ response: shape === 'list' ? result : { data: result } });
}

export function errorResponse(error: unknown, locale: Locale) {
  if (error instanceof AppError) {
    const fields = error.fields
      ? // A field's words take the error's parameters too (a survey question's "{question}" names the question).
        Object.fromEntries(Object.entries(error.fields).map(([f, key]) => [f, translate(locale, key, error.params)]))
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
  logError(error);
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
  if (hasExponentNumber(text)) throw badRequest('errors.json_exponent');
  assertCleanInput(value);
  return value;
}

/**
 * Whether valid JSON text writes a number with an exponent (`1e3`, `1E+3`, `2.5e-1`): JSON.parse makes 1000 of `1e3`
 * before any schema sees it, and no field of this API takes one, so such a body is refused (400) rather than read as
 * a plain amount. Skips strings; outside them an `e`/`E` right after a digit can only be an exponent (`true` and
 * `false` have theirs after letters).
 */
export function hasExponentNumber(text: string): boolean {
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if ((c === 101 || c === 69) /* e E */ && i > 0) {
      const before = text.charCodeAt(i - 1);
      if (before >= 48 && before <= 57) return true;
    }
  }
  return false;
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

