import type { RouteHandler } from '@/lib/server/http/endpoint';
import type { Records, Row } from './matrix-world';

// Inputs for the API matrix generated from an operation's declaration: every id-like field (path, query or body,
// nested ones included) gets a real record chosen by `pick`, every other required field the first plain value its
// zod schema accepts, so that the call gets past validation and reaches the record.

type Schema = { safeParse(v: unknown): { success: boolean }; _zod?: { def?: Def } };
type Def = {
  type?: string;
  shape?: Record<string, Schema>;
  element?: Schema;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  schema?: Schema;
  options?: Schema[];
  entries?: Record<string, unknown>;
  values?: unknown[];
};

export type Op = { handler: RouteHandler; method: string; path: string; access: string; resource: string };

/**
 * The record for an id-like field pointing to `table` (null: no known table), and whether it is the record the case
 * is about (another school's, a class outside the teacher's) rather than a plain own one.
 */
export type Pick = (
  table: string | null,
  field: string,
  n?: number,
) => { row: Row & { token_hash?: string }; hit: boolean } | null;

// Field stems whose table is not their plural. Anything else: the stem's plural (student_id → students).
const ALIASES: Record<string, string> = {
  event: 'calendar_events',
  request: 'medicine_requests',
  teacher: 'users',
  user: 'users',
  role: 'roles',
  picked_up_by: 'pickup_people',
  from_school_year: 'school_years',
  to_school_year: 'school_years',
  post: 'news_posts',
  session: 'sessions',
};
// Resources (the path's first segment) whose records live in a table of another name.
const RESOURCES: Record<string, string> = {
  news: 'news_posts',
  tuition: 'invoices',
  messages: 'message_requests',
  messagerequest: 'message_requests',
  events: 'calendar_events',
  calendarevent: 'calendar_events',
  vaccines: 'vaccine_declarations',
  vaccine: 'school_vaccines',
  session: 'sessions',
};
/** Global reference data (the same for every school): not a school's record. */
const REFERENCE = new Set(['province_id', 'country_code', 'vaccine_code', 'code']);

const snake = (s: string) =>
  s
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();
const plural = (s: string) => (/[^aeiou]y$/.test(s) ? `${s.slice(0, -1)}ies` : /s$/.test(s) ? `${s}es` : `${s}s`);

export function resourceOf(path: string) {
  return path.replace(/^\/api\/(webadmin|app|admin)\//, '').split('/')[0];
}

/** The table an id-like field points to ('' for an id-like field with no known table), or null. */
export function tableOf(op: Op, field: string, tables: Set<string>): string | null {
  if (REFERENCE.has(field)) return null;
  const resolve = (stem: string) => {
    const s = snake(stem);
    const candidates = [ALIASES[s], RESOURCES[s.replace(/_/g, '')], s, plural(s)].filter(Boolean) as string[];
    return candidates.find((c) => tables.has(c)) ?? '';
  };
  if (field === 'id' || field === 'ids') return resolve(op.resource);
  if (field === 'hashed_token' || field === 'session_id') return 'sessions';
  if (field === 'file' || field === 'payment_id') return field === 'payment_id' ? resolve('payment') : '';
  const m = /^(.+?)_ids?$/.exec(field);
  return m ? resolve(m[1]) : null;
}

function defOf(s: Schema | undefined): Def {
  return s?._zod?.def ?? {};
}

/** The schema under wrappers (optional, default, pipe, …) that has a shape or an element, if any. */
function core(s: Schema | undefined, depth = 0): Schema | undefined {
  const d = defOf(s);
  if (!s || depth > 8) return s;
  if (d.shape || d.type === 'array') return s;
  const inner = d.innerType ?? d.in ?? d.schema;
  return inner ? core(inner, depth + 1) : s;
}

function enumValues(s: Schema | undefined, depth = 0): unknown[] {
  const d = defOf(s);
  if (!s || depth > 8) return [];
  if (d.entries) return Object.values(d.entries);
  if (d.values) return d.values;
  return [d.innerType, d.in, d.out, d.schema, ...(d.options ?? [])].flatMap((x) => (x ? enumValues(x, depth + 1) : []));
}

const pad = (n: number) => String(n).padStart(2, '0');
function plainValues(): unknown[] {
  const day = (offset: number) => {
    const t = new Date(Date.now() + 7 * 3_600_000 + offset * 86_400_000); // the school's day (Vietnam)
    return { y: t.getUTCFullYear(), m: pad(t.getUTCMonth() + 1), d: pad(t.getUTCDate()) };
  };
  const [a, b] = [day(0), day(7)];
  return [
    `${a.d}/${a.m}/${a.y}`,
    `${b.d}/${b.m}/${b.y}`,
    `${a.y}-${a.m}-${a.d}`,
    `${b.y}-${b.m}-${b.d}`,
    `${a.y}-${a.m}`,
    `${a.y}-${a.m}-${a.d}T08:00:00+07:00`,
    `${b.y}-${b.m}-${b.d}T08:00:00+07:00`,
    `${a.y}-${a.m}-${a.d}T08:00`,
    `${b.y}-${b.m}-${b.d}T08:00`,
    '08:00',
    '16:00',
    'Kiểm tra',
    'kiem-tra',
    'a@b.vn',
    1,
    10,
    100_000,
    true,
    false,
    '1',
  ];
}

export type Filled = { value: unknown; ids: number };
/**
 * variant: which value of each enum comes first (a 2xx is tried again with the others); bump: per top-level field,
 * take the n-th accepted value (or record) instead of the first, and fill it even when it is optional (after a 400
 * naming it).
 */
export type FillOptions = { asText?: boolean; variant?: number; bump?: Record<string, number> };

/**
 * A value for `schema`: objects field by field, arrays with one element, id-like fields from `pick` (counted in
 * `ids` when they are the case's records), optional plain fields left out, other fields the first plain value the
 * schema accepts.
 */
export function fill(op: Op, schema: Schema | undefined, pick: Pick, tables: Set<string>, o: FillOptions = {}): Filled {
  const s = core(schema);
  const d = defOf(s);
  let ids = 0;
  if (!d.shape) return { value: undefined, ids };
  const nestedOptions = { asText: o.asText, variant: o.variant };
  const out: Record<string, unknown> = {};
  // Two fields of one table (from and to school year) get two different records.
  const used = new Map<string, number>();
  const accepted = (test: (c: unknown) => boolean, enums: unknown[]) => {
    const v = o.variant ?? 0;
    const rotated = enums.map((_, i) => enums[(i + v) % enums.length]);
    return [...rotated, ...plainValues()].map((c) => (o.asText ? String(c) : c)).filter(test);
  };
  for (const [key, field] of Object.entries(d.shape)) {
    const bump = o.bump?.[key];
    const table = tableOf(op, key, tables);
    const inner = core(field);
    const many = defOf(inner).type === 'array';
    if (table !== null) {
      const n = used.get(table) ?? 0;
      used.set(table, n + 1);
      const picked = pick(table || null, key, (bump ?? 0) + n);
      if (!picked) continue;
      const id = key === 'hashed_token' ? picked.row.token_hash : picked.row.id;
      if (picked.hit) ids += 1;
      out[key] = many && !o.asText ? [id] : id;
      continue;
    }
    if (bump === undefined && field.safeParse(undefined).success) continue;
    if (defOf(inner).shape) {
      const nested = fill(op, inner, pick, tables, nestedOptions);
      ids += nested.ids;
      out[key] = nested.value;
      continue;
    }
    if (many) {
      const element = defOf(inner).element;
      if (defOf(core(element)).shape) {
        const nested = fill(op, element, pick, tables, nestedOptions);
        ids += nested.ids;
        out[key] = [nested.value];
      } else {
        const values = accepted((c) => field.safeParse([c]).success, enumValues(element));
        out[key] = values.length ? [values[(bump ?? 0) % values.length]] : [];
      }
      continue;
    }
    const values = accepted((c) => field.safeParse(c).success, enumValues(field));
    if (values.length) out[key] = values[(bump ?? 0) % values.length];
  }
  return { value: out, ids };
}

/** How many values the schema's enums have at most (the variants worth trying). */
export function variantsOf(schema: Schema | undefined, depth = 0): number {
  const d = defOf(core(schema));
  if (!d.shape || depth > 3) return 1;
  return Math.max(
    1,
    ...Object.values(d.shape).map((f) => {
      const inner = core(f);
      if (defOf(inner).shape) return variantsOf(inner, depth + 1);
      if (defOf(inner).type === 'array')
        return Math.max(enumValues(defOf(inner).element).length, variantsOf(defOf(inner).element, depth + 1));
      return enumValues(f).length;
    }),
  );
}

/** Path parameters ({id}, {file}, …) filled the same way; `file` gets a name made of a record's id. */
export function fillPath(op: Op, pick: Pick, tables: Set<string>, bump: Record<string, number> = {}) {
  const params: Record<string, string> = {};
  let ids = 0;
  for (const [, key] of op.path.matchAll(/\{(\w+)\}/g)) {
    const table = tableOf(op, key, tables);
    const picked = table === null ? null : pick(table || null, key, bump[key] ?? 0);
    if (!picked) {
      params[key] = key === 'code' ? 'en' : crypto.randomUUID();
      continue;
    }
    if (picked.hit) ids += 1;
    const { row } = picked;
    params[key] = key === 'hashed_token' ? String(row.token_hash) : key === 'file' ? `${row.id}-1.jpg` : row.id;
  }
  return { params, ids };
}

/**
 * Picks from `records`: for a table with rows that `hit` accepts, the first of them (a hit); else the first row
 * (a plain own record when `plain`, or nothing); for an id-like field with no known table or no rows, `fallback`.
 */
export function picker(records: Records, fallback: Row, hit: (table: string, r: Row) => boolean, plain: boolean): Pick {
  return (table, _field, n = 0) => {
    const rows = table ? (records.get(table) ?? []) : [];
    const targets = rows.filter((r) => hit(table!, r));
    if (targets.length) return { row: targets[n % targets.length], hit: true };
    if (rows.length) return plain ? { row: rows[n % rows.length], hit: false } : null;
    return { row: fallback, hit: hit('students', fallback) };
  };
}
