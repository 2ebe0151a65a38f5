import { z } from 'zod';
import { parseDelays } from '@hr/domain';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const hhmm = z.string().regex(/^([01]\d|2[0-4]):[0-5]\d$/);

/** Every setting the server reads from the environment, validated once at start (README lists them). */
export const ZConfig = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('HR Self Service <no-reply@hr.local>'),
  /** The public address used in mailed links; defaults to http://localhost:PORT. */
  APP_URL: z.string().url().optional(),
  APP_TIMEZONE: z.string().default('Asia/Bangkok'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** One log line per HTTP request (received, answered); unset = on with PostgreSQL, off on the embedded demo database. */
  LOG_REQUESTS: bool.optional(),
  /** Maintenance: comma-separated days (YYYY-MM-DD) closed from MAINTENANCE_FROM to MAINTENANCE_TO local time. */
  MAINTENANCE_DATES: z.string().regex(/^(\d{4}-\d{2}-\d{2})(,\d{4}-\d{2}-\d{2})*$/).optional(),
  MAINTENANCE_FROM: hhmm.default('01:00'),
  MAINTENANCE_TO: hhmm.default('24:00'),
  /** The chat group the temporarily-closed page's contact button opens (for example a LINE group link). */
  CONTACT_CHAT_URL: z.string().url().optional(),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  /**
   * How long a process remembers a session it has read (seconds; 0 = read the database on every
   * request). Changes made on this process apply at once; on other processes of a cluster, after
   * at most this long (platform/session-cache.ts).
   */
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  /** How many sessions a process remembers at most. */
  SESSION_CACHE_SIZE: z.coerce.number().int().min(1).default(20_000),
  /** Wrong passwords for one account (from any address) before it is locked for a while. */
  LOGIN_LOCK_AFTER: z.coerce.number().int().min(1).default(5),
  /** Failed logins from one client address (any account) before that address is locked for a while. */
  LOGIN_ADDRESS_LOCK_AFTER: z.coerce.number().int().min(1).default(20),
  /** The lock delays in minutes, one per lock in a row; the last one repeats. */
  LOGIN_LOCK_MINUTES: z.string().transform((v, ctx) => {
    const delays = parseDelays(v);
    if (!delays) ctx.addIssue({ code: 'custom', message: 'a comma-separated list of minutes, e.g. 1,5,15' });
    return delays ?? [];
  }).default([1, 5, 15]),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  FORGOT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  RESET_TOKEN_MINUTES: z.coerce.number().int().min(1).default(30),
  SETUP_TOKEN_HOURS: z.coerce.number().int().min(1).default(72),
  /** The day of December (company local time) from which employees are reminded to check next year's tax allowances. */
  TAX_REMINDER_DAY: z.coerce.number().int().min(1).max(31).default(1),
  PDPA_NOTICE_VERSION: z.string().default('2025-01'),
  TRUST_PROXY: bool.default(false),
  /** Comma-separated origins allowed to call the API from another site; unset = closed. */
  CORS_ORIGINS: z.string().optional(),
  DEMO_DATA: bool.optional(),
});

export type Config = Omit<z.infer<typeof ZConfig>, 'LOG_REQUESTS'> & { APP_URL: string; LOG_REQUESTS: boolean };

/** Parses the environment; a bad value stops the server with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return {
    ...parsed.data, APP_URL: parsed.data.APP_URL ?? `http://localhost:${parsed.data.PORT}`,
    // The embedded demo is run by a person at a terminal, where a line per request buries what
    // they need; a server on PostgreSQL keeps them for its log collector.
    LOG_REQUESTS: parsed.data.LOG_REQUESTS ?? !!parsed.data.DATABASE_URL,
  };
}

/** The configuration tests start from: everything default, embedded database. */
export function testConfig(over: Partial<Config> = {}): Config {
  return { ...ZConfig.parse({ LOG_LEVEL: 'silent' }), APP_URL: 'http://localhost:3000', LOG_REQUESTS: true, ...over };
}
