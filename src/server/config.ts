/**
 * Configuration from the environment, validated once at start-up
 * (create-t3-app style). A bad value stops the start with one line naming it.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { DEFAULT_LOAN_LIMITS, loanLimitsProblem } from '../shared/cash-advances/limits';
import { DEFAULT_LOAN_RATES, MAX_RATE_PERCENT } from '../shared/cash-advances/loan';
import { MIN_REDEMPTION_MONTHS } from '../shared/cash-advances/pawn-book-values';
import { parsePennies, penniesToDecimal } from '../shared/money-math';
import { shop } from '../shared/shop';

const flag = z
  .enum(['0', '1', 'true', 'false'], { message: 'must be 0, 1, true or false' })
  .transform((value) => value === '1' || value === 'true');

/**
 * CHALLENGE_MAX_NUMBER's default: 1,500 PBKDF2 derivations on average, about half a
 * second of a mid-range phone's widget and of a script's CPU (decision 018).
 */
export const DEFAULT_CHALLENGE_MAX_NUMBER = 2_000;

/** Tests solve challenges by the hundred: a few derivations each. */
export const TEST_CHALLENGE_MAX_NUMBER = 8;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** "shop@example.com" or "Beeston Cash & Repairs <shop@example.com>". */
const mailbox = /^(?:[^<>\r\n]+<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

/** An amount in pounds ("5000" or "20.50"), held in pennies. */
const loanLimit = (fallbackPennies: number) =>
  z
    .preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^\d{1,10}(\.\d{1,2})?$/, 'must be an amount in pounds, like 5000 or 20.50')
        .optional(),
    )
    .transform((text) => (text === undefined ? fallbackPennies : (parsePennies(text) ?? 0)));

/**
 * A rate of interest in percent per 28 days ("15" or "12.5"): more than 0, at most 100,
 * with at most 2 decimal places (decision 039).
 */
const loanRate = (fallback: number) =>
  z
    .preprocess(
      emptyAsUndefined,
      z
        .string()
        .trim()
        .refine((text) => {
          const hundredths = parsePennies(text);
          return hundredths !== null && hundredths > 0 && hundredths <= MAX_RATE_PERCENT * 100;
        }, `must be a percentage per 28 days above 0 and at most ${MAX_RATE_PERCENT}, with at most 2 decimal places, like 15 or 12.5`)
        .optional(),
    )
    .transform((text) => (text === undefined ? fallback : parsePennies(text)! / 100));

/** An amount in pounds from the environment, from 0 to `maxPounds`, to the penny. */
const poundsSetting = (fallback: string, maxPounds: number) =>
  z
    .string()
    .trim()
    .default(fallback)
    .refine((value) => {
      const pennies = parsePennies(value);
      return pennies !== null && pennies <= maxPounds * 100;
    }, `must be an amount in pounds from 0 to ${maxPounds} with at most 2 decimal places`);
const decimalOfPounds = (value: string) => penniesToDecimal(parsePennies(value)!);

export const configSchema = z
  .object({
    NODE_ENV: z
      .enum(['production', 'development', 'test'], {
        message: 'must be production, development or test',
      })
      .default('production'),
    PORT: z.coerce
      .number({ message: 'must be a port number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 65535')
      .max(65535, 'must be between 1 and 65535')
      .default(3000),
    HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
    DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    DEMO: z.preprocess(emptyAsUndefined, flag.optional()),
    REDIS_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
        .optional(),
    ),
    ADMIN_KEY: z.preprocess(
      emptyAsUndefined,
      z.string().min(12, 'must be at least 12 characters').optional(),
    ),
    SESSION_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    TRUST_PROXY: z.preprocess(emptyAsUndefined, flag.default(false)),
    AUTH_RATE_LIMIT: z.coerce
      .number({ message: 'must be a number of requests' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(10),
    FORM_RATE_LIMIT: z.coerce
      .number({ message: 'must be a number of requests' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(10),
    REPAIR_SLOT_CAPACITY: z.coerce
      .number({ message: 'must be a number of bookings' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(3),
    GUEST_PHOTO_UPLOADS: z.coerce
      .number({ message: 'must be a number of upload addresses' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(10),
    IMAGE_WORKERS: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ message: 'must be a number of images' })
        .int('must be a whole number')
        .min(1, 'must be between 1 and 64')
        .max(64, 'must be between 1 and 64')
        .optional(),
    ),
    IMAGE_QUEUE: z.coerce
      .number({ message: 'must be a number of images' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 1000')
      .max(1000, 'must be between 0 and 1000')
      .default(8),
    // The proof-of-work difficulty (docs/decisions/018-proof-of-work-challenges.md): the
    // highest counter a solver may have to reach, each one PBKDF2 with 1,000 iterations.
    CHALLENGE_MAX_NUMBER: z.coerce
      .number({ message: 'must be a whole number from 1 to 1000000' })
      .int('must be a whole number from 1 to 1000000')
      .min(1, 'must be a whole number from 1 to 1000000')
      .max(1_000_000, 'must be a whole number from 1 to 1000000')
      .default(DEFAULT_CHALLENGE_MAX_NUMBER),
    // Never less than the six months of the Consumer Credit Act 1974 s.116 (decision 023).
    REDEMPTION_MONTHS: z.coerce
      .number({ message: 'must be a number of months' })
      .int('must be a whole number')
      .min(
        MIN_REDEMPTION_MONTHS,
        `must be at least ${MIN_REDEMPTION_MONTHS} (the law's six months)`,
      )
      .max(60, 'must be at most 60')
      .default(MIN_REDEMPTION_MONTHS),
    FCA_FRN: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^\d{6,7}$/, 'must be the firm reference number: 6 or 7 digits')
        .optional(),
    ),
    LOAN_MIN: loanLimit(DEFAULT_LOAN_LIMITS.minPennies),
    LOAN_MAX: loanLimit(DEFAULT_LOAN_LIMITS.maxPennies),
    // Percent per 28 days, charged by the day; a loan keeps the rate it was agreed at.
    RATE_GOLD: loanRate(DEFAULT_LOAN_RATES.gold),
    RATE_GENERAL: loanRate(DEFAULT_LOAN_RATES.general),
    DELIVERY_FEE: poundsSetting('4.99', 1000).transform(decimalOfPounds),
    // The drawer's float before any day is closed (decision 026).
    CASH_FLOAT: poundsSetting('0', 100_000).transform(decimalOfPounds),
    // Charged only when the customer declines a repair's estimate (issue 30, decision 027).
    REPAIR_DIAGNOSTIC_FEE: poundsSetting('0', 1000).transform((value) => parsePennies(value)!),
    // Email (docs: README "Configuration"). Without SMTP_URL nothing is sent: messages are kept.
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(mailbox, 'must be an address, or a name and an address like Shop <shop@example.com>')
        .optional(),
    ),
    SHOP_EMAIL: z.preprocess(
      emptyAsUndefined,
      z.email('must be an email address').max(254, 'must be an email address').optional(),
    ),
    /** The shop's VAT number: receipts then carry the margin scheme's wording. */
    VAT_NUMBER: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^GB\d{9}(\d{3})?$/, 'must be a UK VAT number, like GB123456789')
        .optional(),
    ),
    // Online card payments through Stripe Checkout (decision 024): both keys or neither.
    STRIPE_SECRET_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(
          /^(sk|rk)_(test|live)_[A-Za-z0-9]+$/,
          'must be a Stripe secret key (sk_test_… or sk_live_…)',
        )
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^whsec_[A-Za-z0-9]+$/, 'must be a Stripe webhook signing secret (whsec_…)')
        .optional(),
    ),
    /** Tests and stripe-mock: where the SDK sends its requests instead of api.stripe.com. */
    STRIPE_API_BASE: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
    ),
    PUBLIC_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
        .default('http://localhost:3000'),
    ),
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z
        .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
          message: 'must be fatal, error, warn, info, debug, trace or silent',
        })
        .optional(),
    ),
  })
  .superRefine((env, context) => {
    if ((env.STRIPE_SECRET_KEY === undefined) !== (env.STRIPE_WEBHOOK_SECRET === undefined)) {
      const missing =
        env.STRIPE_SECRET_KEY === undefined ? 'STRIPE_SECRET_KEY' : 'STRIPE_WEBHOOK_SECRET';
      context.addIssue({
        code: 'custom',
        path: [missing],
        message:
          'must be set too: online payments need both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
      });
    }
    // Several instances on one PostgreSQL must accept each other's signed
    // addresses and challenges: a secret made up at each start would not do.
    const demo = env.DEMO ?? env.DATABASE_URL === undefined;
    if (env.DATABASE_URL !== undefined && !demo && env.SESSION_SECRET === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message:
          'must be set when DATABASE_URL is used outside demo mode: the same secret of at least 32 characters on every instance',
      });
    }
    if (env.SMTP_URL !== undefined && env.MAIL_FROM === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message: "must be set when SMTP_URL is: the address the shop's email comes from",
      });
    }
    const problem = loanLimitsProblem({ minPennies: env.LOAN_MIN, maxPennies: env.LOAN_MAX });
    if (problem) {
      const name = problem.startsWith('LOAN_MIN') ? 'LOAN_MIN' : 'LOAN_MAX';
      context.addIssue({ code: 'custom', path: [name], message: problem.slice(name.length + 1) });
    }
  })
  .transform((env) => {
    // Demo mode is on by default only on the embedded database (PRODUCT.md "Demo mode"),
    // decided by the environment alone, so instances given the same variables agree.
    const demo = env.DEMO ?? env.DATABASE_URL === undefined;
    return {
      nodeEnv: env.NODE_ENV,
      port: env.PORT,
      host: env.HOST,
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      demo,
      // In demo mode a documented key lets a newcomer try admin signup (PRODUCT.md).
      adminKey: env.ADMIN_KEY ?? (demo ? DEMO_ADMIN_KEY : undefined),
      /**
       * Signs upload addresses and challenges. Required with DATABASE_URL outside
       * demo mode (see above). Unset (the embedded database, or a demo), a random
       * 32-byte secret is made at each start: addresses and questions handed out
       * before a restart then stop working, which only means asking for new ones.
       */
      sessionSecret: env.SESSION_SECRET ?? randomBytes(32).toString('base64url'),
      trustProxy: env.TRUST_PROXY,
      /** Shared rate-limit counters of every instance; unset, each instance counts alone. */
      redisUrl: env.REDIS_URL,
      /** Sign-in, registration and admin signup attempts per IP per minute. */
      authRateLimit: env.AUTH_RATE_LIMIT,
      /** Cash advance requests and repair bookings per IP per minute. */
      formRateLimit: env.FORM_RATE_LIMIT,
      /** Request photo upload addresses a guest (not signed in) gets per IP per hour. */
      guestPhotoUploads: env.GUEST_PHOTO_UPLOADS,
      /** Images decoded or re-encoded at once (one core each; docs/decisions/020). */
      imageWorkers: env.IMAGE_WORKERS ?? defaultImageWorkers(),
      /** Images waiting for a place past those; more are answered 503 with Retry-After. */
      imageQueue: env.IMAGE_QUEUE,
      /**
       * The proof-of-work difficulty: a challenge's counter is drawn from half this to
       * this. The default costs a phone about half a second (decision 018).
       */
      challengeMaxNumber: env.CHALLENGE_MAX_NUMBER,
      /** Repair bookings each time slot of each day takes (cancelled ones do not count). */
      repairSlotCapacity: env.REPAIR_SLOT_CAPACITY,
      /** Pennies billed when a customer declines an estimate (issue 30); 0 by default. */
      repairDiagnosticFeePennies: env.REPAIR_DIAGNOSTIC_FEE,
      /** Months from the agreement during which a pawn is certainly redeemable (decision 023). */
      redemptionMonths: env.REDEMPTION_MONTHS,
      /**
       * The FCA firm reference number shown in the footer, on agreements and on the
       * pre-contract information. Unset in demo mode: an example number marked as such.
       */
      fcaFrn: env.FCA_FRN ?? null,
      /** The amounts an online cash advance request may ask for, in pennies. */
      loanLimits: { minPennies: env.LOAN_MIN, maxPennies: env.LOAN_MAX },
      /**
       * The rates of new agreements, percent per 28 days (RATE_GOLD, RATE_GENERAL): gold and
       * precious metals, and general goods. Each loan stores its own rate, so a change of these
       * applies to requests and agreements made after it only.
       */
      loanRates: { gold: env.RATE_GOLD, general: env.RATE_GENERAL },
      /** Unset: see loadConfig (`info`, or `warn` when a person watches the terminal). */
      /** Same-day delivery fee in pounds, an exact decimal string ("4.99"). */
      deliveryFee: env.DELIVERY_FEE,
      /** The cash-up's opening float before any day was closed, in pounds (decision 026). */
      cashFloat: env.CASH_FLOAT,
      logLevel: env.LOG_LEVEL ?? 'info',
      /** Unset: no email is sent; messages are kept for staff to read at /admin/outbox. */
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM ?? `${shop.name} <no-reply@localhost>`,
      /** Gets a copy of each cash advance request; unset, no copy is made. */
      shopEmail: env.SHOP_EMAIL,
      /** Where customers reach the shop: absolute links in emails (no trailing slash). */
      publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
      /** Printed on receipts with the margin scheme's wording; null when not VAT-registered. */
      vatNumber: env.VAT_NUMBER ?? null,
      /** Online card payments (Stripe Checkout); null: the shop takes payments in person only. */
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: env.STRIPE_SECRET_KEY,
              webhookSecret: env.STRIPE_WEBHOOK_SECRET,
              apiBase: env.STRIPE_API_BASE ?? null,
            }
          : null,
    };
  });

/**
 * IMAGE_WORKERS unset: one fewer than the machine's cores (one job on two
 * cores), and two fewer than libuv's thread pool (4 unless
 * UV_THREADPOOL_SIZE says otherwise), where a sharp job holds a thread for
 * its whole run: file reads and password hashing queue there too.
 */
export function defaultImageWorkers(
  cores = availableParallelism(),
  uvThreads = Number(process.env.UV_THREADPOOL_SIZE) || 4,
): number {
  return Math.max(1, Math.min(cores - 1, uvThreads - 2));
}

export const DEMO_ADMIN_KEY = 'demo-admin-key-2026';

export type AppConfig = z.output<typeof configSchema>;

export class ConfigError extends Error {}

/**
 * Parses the environment; throws a ConfigError whose message is one readable line.
 * `terminal`: the logs go to a person's terminal (`npm start` on a laptop). Without
 * LOG_LEVEL they then show warnings and errors only, still as JSON lines, and the
 * start prints its one "ready" line; a service's collected logs keep `info` (a line
 * per request).
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { terminal = false }: { terminal?: boolean } = {},
): AppConfig {
  const result = configSchema.safeParse(env);
  if (result.success) {
    const unset = env.LOG_LEVEL === undefined || env.LOG_LEVEL === '';
    return terminal && unset ? { ...result.data, logLevel: 'warn' } : result.data;
  }
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? 'environment');
  const given = env[name];
  // Secrets, and a URL that may hold a password, are never echoed.
  const secret = [
    'ADMIN_KEY',
    'SESSION_SECRET',
    'SMTP_URL',
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
  ].includes(name);
  const shown = secret ? '' : ` (got "${given ?? ''}")`;
  throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${shown}`);
}

/** A configuration for tests and tools: defaults plus the given overrides. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      DEMO: '0',
      LOG_LEVEL: 'silent',
      CHALLENGE_MAX_NUMBER: String(TEST_CHALLENGE_MAX_NUMBER),
    }),
    ...overrides,
  };
}
