import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { parseDuration } from '../shared/time-format';

/** A duration setting: the text as configured (served to the client in /config.json) and its length. */
export interface Duration {
  text: string;
  ms: number;
}

/** SQLite's `synchronous` settings we allow in WAL mode (ADR 037): NORMAL survives a crash, FULL a power cut too. */
export const sqliteSynchronousModes = ['NORMAL', 'FULL'] as const;
export type SqliteSynchronous = (typeof sqliteSynchronousModes)[number];

export type DatabaseConfig =
  { dialect: 'sqlite'; file: string; synchronous?: SqliteSynchronous } | { dialect: 'postgres'; url: string };

/** Variables whose values must never appear in an error message or a log line. */
const secretNames: ReadonlySet<string> = new Set([
  'JWT_SECRET',
  'ADMIN_PASSWORD',
  'SMTP_URL',
  'DATABASE_URL',
  'GOOGLE_CLIENT_SECRET',
  'APPLE_PRIVATE_KEY',
  'TWO_FACTOR_ENCRYPTION_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
]);

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function duration(defaultText: string) {
  return z
    .string()
    .default(defaultText)
    .transform((text, ctx): Duration => {
      try {
        const ms = parseDuration(text);
        if (ms === 0) ctx.addIssue({ code: 'custom', message: 'must be longer than 0' });
        return { text, ms };
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    });
}

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const byteUnits: Readonly<Record<string, number>> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

/** A size: digits with an optional unit B, KB, MB or GB (powers of 1024), e.g. `500MB`; answers bytes. */
function byteSize(defaultText: string) {
  return z
    .string()
    .default(defaultText)
    .transform((text, ctx) => {
      const match = /^(\d+)\s*(B|KB|MB|GB)?$/i.exec(text.trim());
      const bytes = match ? Number(match[1]) * (byteUnits[(match[2] ?? 'B').toUpperCase()] ?? 1) : 0;
      if (!Number.isSafeInteger(bytes) || bytes <= 0) {
        ctx.addIssue({ code: 'custom', message: 'must be a size such as 500MB (units B, KB, MB, GB)' });
        return z.NEVER;
      }
      return bytes;
    });
}

const positiveCount = (defaultValue: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .positive()
    .default(defaultValue);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql:// (leave it unset for SQLite)')
    .optional(),
  /** NORMAL: a process crash loses nothing, a power cut may lose the last commits; FULL: neither (ADR 037). */
  SQLITE_SYNCHRONOUS: z.enum(sqliteSynchronousModes, { error: 'must be NORMAL or FULL' }).default('NORMAL'),
  APP_URL: httpUrl.optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: duration('15m'),
  /** A sign-in session ends when it has not been refreshed for this long (it ends after 30 days regardless). */
  REFRESH_TOKEN_IDLE_TTL: duration('7d'),
  /** 32 bytes, base64 or base64url, that encrypt two-factor secrets; else a key kept in the settings table. */
  TWO_FACTOR_ENCRYPTION_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64url').length === 32, 'must be 32 bytes in base64')
    .optional(),
  AUTH_REFRESH_THRESHOLD: duration('5m'),
  AUTH_ACTIVITY_TIMEOUT: duration('15m'),
  AUTH_CHECK_INTERVAL: duration('30s'),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().finite().default(1),
  /** Per member: artworks kept in the gallery (session drawings and free drawings). */
  QUOTA_ARTWORKS: positiveCount(5000),
  /** Per member: bytes all their artworks may take (document JSON and thumbnail, as stored). */
  QUOTA_ARTWORK_STORAGE: byteSize('500MB'),
  /** Per member: saved meditation sessions (their statistics are kept even when artworks are deleted). */
  QUOTA_SESSIONS: positiveCount(50_000),
  OTEL_ENABLED: z
    .enum(['true', 'false'], { error: 'must be "true" or "false"' })
    .default('false')
    .transform((value) => value === 'true'),
  OTEL_ENDPOINT: httpUrl.optional(),
  POSTHOG_KEY: z.string().optional(),
  POSTHOG_HOST: httpUrl.optional(),
  /** Days our own analytics events are kept; the per-day counts rolled up from them stay (ADR 021). */
  ANALYTICS_RETENTION_DAYS: positiveCount(90),
  /** Where browsers send consent-ledger records (`{CONSENT_LOG_URL}/api/consents`); this server when unset. */
  CONSENT_LOG_URL: httpUrl.optional(),
  /** Tests only: browsers on localhost and private hosts send ledger records too. */
  CONSENT_LOG_ON_PRIVATE_HOSTS: z.stringbool({ error: 'must be true or false' }).default(false),
  /** false turns the browser's tracker blocking off (spec §4 'Blocking'). */
  CONSENT_BLOCKING: z.stringbool({ error: 'must be true or false' }).default(true),
  /** More tracker domains to block: `domain` or `group:domain`, separated by commas. */
  CONSENT_EXTRA_BLOCKED_DOMAINS: z.string().optional(),
  /** Days a visitor's cookie-consent choice holds before the notice asks again. */
  CONSENT_EXPIRY_DAYS: positiveCount(365),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: httpUrl.default('https://accounts.google.com'),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_TEAM_ID: z.string().optional(),
  APPLE_KEY_ID: z.string().optional(),
  /** The .p8 key Apple issues (PKCS#8 PEM); `\n` escapes are accepted for one-line env files. */
  APPLE_PRIVATE_KEY: z
    .string()
    .transform((value) => value.replaceAll('\\n', '\n'))
    .optional(),
  APPLE_ISSUER: httpUrl.default('https://appleid.apple.com'),
  /** Stripe takes payments when set; without it the local test-mode provider does (ADR 015). */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The signing secret of the webhook endpoint POST /api/billing/webhooks/stripe. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Another host for the Stripe SDK (tests point it at a loopback stand-in). */
  STRIPE_API_URL: httpUrl.optional(),
  /**
   * Tests only: mounts POST /api/test-clock, which moves the server's clock. NODE_ENV=test mounts
   * it too; with NODE_ENV=production (the default) the server refuses to start with it on.
   */
  TEST_CLOCK_CONTROL: z.stringbool({ error: 'must be true or false' }).default(false),
  TRUST_PROXY: z.stringbool({ error: 'must be true or false' }).default(false),
  /**
   * Hosts that catalogue URL sources (ADR 019) may name, as http(s) URLs separated by commas: the
   * pages' Content-Security-Policy lets images, audio and fetches reach them (ADR 039).
   */
  CONTENT_SOURCE_ORIGINS: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const entries = text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const origins = entries.flatMap((entry) => {
        const parsed = httpUrl.safeParse(entry);
        return parsed.success ? [new URL(parsed.data).origin] : [];
      });
      if (origins.length < entries.length) {
        ctx.addIssue({ code: 'custom', message: 'must be http(s) URLs separated by commas' });
        return z.NEVER;
      }
      return origins;
    }),
  LOG_LEVEL: z.enum(logLevels).default('info'),
});

/** Configuration that is valid field by field yet not as a whole. */
const consistentSchema = schema
  .refine((env) => !env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET, {
    // Without it no webhook verifies: payments would be taken and never reach the subscription.
    path: ['STRIPE_WEBHOOK_SECRET'],
    message:
      'is required when STRIPE_SECRET_KEY is set (the signing secret of POST /api/billing/webhooks/stripe)',
  })
  .refine((env) => !(env.TEST_CLOCK_CONTROL && env.NODE_ENV === 'production'), {
    // Anyone on the machine could move a production server's clock: sessions, trials and periods.
    path: ['TEST_CLOCK_CONTROL'],
    message: 'must not be true when NODE_ENV is production (set NODE_ENV=test for a test server)',
  });

type ParsedEnv = z.output<typeof schema>;

/** The validated configuration; every server module gets its settings from here. */
export interface Env extends Omit<ParsedEnv, 'APP_URL' | 'DATA_DIR'> {
  /** Absolute, so a later chdir cannot move the data. */
  DATA_DIR: string;
  /** Without a trailing slash, so `${APP_URL}/path` is always well formed. */
  APP_URL: string;
  database: DatabaseConfig;
}

/** Invalid configuration: the message names each bad variable and why, never a secret value. */
export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * Parses the environment once (the only reader of process.env). Empty values count as unset,
 * as `.env` files and CI often write `NAME=` for "not configured".
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const names = Object.keys(schema.shape);
  const input = Object.fromEntries(
    names.map((name) => [name, source[name] === '' ? undefined : source[name]]),
  );
  const result = consistentSchema.safeParse(input);
  if (!result.success) throw new EnvError(describeIssues(result.error.issues, input));
  const parsed = result.data;
  const dataDir = isAbsolute(parsed.DATA_DIR) ? parsed.DATA_DIR : resolve(parsed.DATA_DIR);
  return {
    ...parsed,
    DATA_DIR: dataDir,
    APP_URL: (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    database: parsed.DATABASE_URL
      ? { dialect: 'postgres', url: parsed.DATABASE_URL }
      : {
          dialect: 'sqlite',
          file: join(dataDir, 'quietline.sqlite'),
          synchronous: parsed.SQLITE_SYNCHRONOUS,
        },
  };
}

function describeIssues(issues: readonly z.core.$ZodIssue[], input: Record<string, unknown>): string {
  return issues
    .map((issue) => {
      const name = String(issue.path[0]);
      const value = input[name];
      const got =
        typeof value === 'string' && !secretNames.has(name) ? ` (got ${JSON.stringify(value)})` : '';
      return `${name}: ${issue.message}${got}`;
    })
    .join('\n');
}
