import 'server-only';
import path from 'node:path';
import { z } from 'zod';

// Every environment variable the server reads is parsed here, once, with its default.
// Nothing else reads process.env.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DEMO_PASSWORD: z.string().min(8).optional(),
  TENANT_PUBLIC_KEY: z.string().optional(),
  TENANT_PRIVATE_KEY: z.string().optional(),
  NEXTAUTH_SECRET: z.string().min(16).optional(),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 7),
  /** Calls one signed-in session may make a second (after a burst of twice that); 429 above. */
  SESSION_REQUESTS_PER_SECOND: z.coerce.number().int().min(1).default(500),
  TENANT_CODE: z.string().optional(),
  /**
   * How many proxies in front of the app append to X-Forwarded-For (0: clients connect directly; the socket's
   * address is the client). `true`/`false` of older settings read as 1/0.
   */
  TRUST_PROXY: z
    .string()
    .default('0')
    .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v)))
    .pipe(z.number().int().min(0).max(10)),
  /** PostgreSQL only: let the app serve as a superuser or BYPASSRLS role (local experiments; never production). */
  DATABASE_ALLOW_SUPERUSER: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Embedded database only: where the nightly backups (and `npm run backup` by default) write their archives. */
  BACKUP_DIR: z.string().default('./backups'),
  /** Hour of the day, school time (UTC+7), of the nightly backup. */
  BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(2),
  /** Nightly backups kept (the oldest beyond that are removed); 0 turns the nightly backup off. */
  BACKUP_KEEP: z.coerce.number().int().min(0).max(1000).default(7),
  /** Web Push (VAPID, RFC 8292): the key pair, or generated once into DATA_DIR; the subject is a mailto: or https: address. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'a mailto: or https: address')
    .optional(),
  /** Tests only: push endpoints on loopback are allowed (nothing else private is). */
  PUSH_ALLOW_LOOPBACK: z
    .enum(['1', '0', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
});

function read() {
  const blank = (name: string) => process.env[name] || undefined;
  const parsed = schema.safeParse({
    ...process.env,
    DATABASE_URL: blank('DATABASE_URL'),
    BACKUP_DIR: blank('BACKUP_DIR'),
    BACKUP_HOUR: blank('BACKUP_HOUR'),
    BACKUP_KEEP: blank('BACKUP_KEEP'),
    VAPID_PUBLIC_KEY: blank('VAPID_PUBLIC_KEY'),
    VAPID_PRIVATE_KEY: blank('VAPID_PRIVATE_KEY'),
    VAPID_SUBJECT: blank('VAPID_SUBJECT'),
    PUSH_ALLOW_LOOPBACK: blank('PUSH_ALLOW_LOOPBACK'),
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR), BACKUP_DIR: path.resolve(parsed.data.BACKUP_DIR) };
}

export type Env = ReturnType<typeof read>;
let cached: Env | undefined;
export function env(): Env {
  return (cached ??= read());
}
