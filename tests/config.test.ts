import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_ADMIN_KEY, defaultImageWorkers, loadConfig } from '../src/server/config';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      demo: true,
      adminKey: DEMO_ADMIN_KEY,
      nodeEnv: 'production',
      trustProxy: false,
    });
  });

  it('turns demo mode off with PostgreSQL unless DEMO=1', () => {
    const url = 'postgres://shop@db.example:5432/shop';
    const secret = 's'.repeat(32);
    expect(loadConfig({ DATABASE_URL: url, SESSION_SECRET: secret }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, SESSION_SECRET: secret }).adminKey).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: url, DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ DEMO: '0' }).demo).toBe(false);
  });

  it('needs SESSION_SECRET with PostgreSQL outside demo mode, so every instance signs alike', () => {
    const url = 'postgres://shop@db.example:5432/shop';
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(
      new ConfigError(
        'Invalid configuration: SESSION_SECRET must be set when DATABASE_URL is used outside demo mode: the same secret of at least 32 characters on every instance',
      ),
    );
    expect(() => loadConfig({ DATABASE_URL: url, DEMO: '0' })).toThrow(
      /SESSION_SECRET must be set/,
    );
    // A demo, or the embedded database (one process), may make one up at each start.
    expect(loadConfig({ DATABASE_URL: url, DEMO: '1' }).sessionSecret).toHaveLength(43);
    expect(loadConfig({ DEMO: '0' }).sessionSecret).toHaveLength(43);
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATABASE_URL: url, SESSION_SECRET: secret }).sessionSecret).toBe(secret);
  });

  it('decides demo mode from the environment alone, the same on every instance', () => {
    const env = {
      DATABASE_URL: 'postgres://shop@db.example:5432/shop',
      SESSION_SECRET: 'k'.repeat(32),
    };
    const first = loadConfig(env);
    const second = loadConfig({ ...env });
    expect(first.demo).toBe(second.demo);
    expect(first.sessionSecret).toBe(second.sessionSecret);
  });

  it('takes online loans of £20 to £5,000 unless LOAN_MIN and LOAN_MAX say otherwise', () => {
    expect(loadConfig({}).loanLimits).toEqual({ minPennies: 2_000, maxPennies: 500_000 });
    expect(loadConfig({ LOAN_MIN: '50', LOAN_MAX: '2500.50' }).loanLimits).toEqual({
      minPennies: 5_000,
      maxPennies: 250_050,
    });
    expect(loadConfig({ LOAN_MIN: '', LOAN_MAX: '' }).loanLimits).toEqual({
      minPennies: 2_000,
      maxPennies: 500_000,
    });
  });

  it.each([
    [
      { LOAN_MIN: 'twenty' },
      'Invalid configuration: LOAN_MIN must be an amount in pounds, like 5000 or 20.50 (got "twenty")',
    ],
    [
      { LOAN_MAX: '-5' },
      'Invalid configuration: LOAN_MAX must be an amount in pounds, like 5000 or 20.50 (got "-5")',
    ],
    [{ LOAN_MIN: '0' }, 'Invalid configuration: LOAN_MIN must be more than 0 (got "0")'],
    [
      { LOAN_MIN: '600', LOAN_MAX: '500' },
      'Invalid configuration: LOAN_MIN must not be more than LOAN_MAX (got "600")',
    ],
    [
      { LOAN_MAX: '50000000' },
      'Invalid configuration: LOAN_MAX must be at most 49999999.99 (got "50000000")',
    ],
  ])('refuses loan limits %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('lends at 15% (gold) and 30% (general) per 28 days unless RATE_GOLD and RATE_GENERAL say otherwise', () => {
    expect(loadConfig({}).loanRates).toEqual({ gold: 15, general: 30 });
    expect(loadConfig({ RATE_GOLD: '', RATE_GENERAL: '' }).loanRates).toEqual({
      gold: 15,
      general: 30,
    });
    expect(loadConfig({ RATE_GOLD: '12', RATE_GENERAL: '27.5' }).loanRates).toEqual({
      gold: 12,
      general: 27.5,
    });
    expect(loadConfig({ RATE_GOLD: ' 0.01 ', RATE_GENERAL: '100.00' }).loanRates).toEqual({
      gold: 0.01,
      general: 100,
    });
    // Hundredths that are no exact binary fraction come out as the number written.
    expect(loadConfig({ RATE_GOLD: '1.15', RATE_GENERAL: '12.55' }).loanRates).toEqual({
      gold: 1.15,
      general: 12.55,
    });
  });

  const rateProblem =
    'must be a percentage per 28 days above 0 and at most 100, with at most 2 decimal places, like 15 or 12.5';
  it.each([
    [{ RATE_GOLD: 'fifteen' }, 'RATE_GOLD', 'fifteen'],
    [{ RATE_GOLD: '0' }, 'RATE_GOLD', '0'],
    [{ RATE_GOLD: '0.00' }, 'RATE_GOLD', '0.00'],
    [{ RATE_GOLD: '-5' }, 'RATE_GOLD', '-5'],
    [{ RATE_GOLD: '12.345' }, 'RATE_GOLD', '12.345'],
    [{ RATE_GENERAL: '100.01' }, 'RATE_GENERAL', '100.01'],
    [{ RATE_GENERAL: '150' }, 'RATE_GENERAL', '150'],
    [{ RATE_GENERAL: '15%' }, 'RATE_GENERAL', '15%'],
    [{ RATE_GENERAL: '1e2' }, 'RATE_GENERAL', '1e2'],
  ])('refuses the rate %o, naming the setting', (env, name, given) => {
    expect(() => loadConfig(env)).toThrow(
      new ConfigError(`Invalid configuration: ${name} ${rateProblem} (got "${given}")`),
    );
  });

  it('logs info (a JSON line per request) by default, only warnings to a person’s terminal', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({}, { terminal: true }).logLevel).toBe('warn');
    expect(loadConfig({ LOG_LEVEL: 'info' }, { terminal: true }).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  it('bounds image work and guest photo addresses (decision 020) unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({
      imageWorkers: defaultImageWorkers(),
      imageQueue: 8,
      guestPhotoUploads: 10,
    });
    // One fewer than the cores, two fewer than libuv's threads, at least one.
    expect([2, 4, 8, 16].map((cores) => defaultImageWorkers(cores, 4))).toEqual([1, 2, 2, 2]);
    expect(defaultImageWorkers(16, 8)).toBe(6);
    expect(defaultImageWorkers(1, 4)).toBe(1);
    expect(
      loadConfig({ IMAGE_WORKERS: '3', IMAGE_QUEUE: '0', GUEST_PHOTO_UPLOADS: '4' }),
    ).toMatchObject({ imageWorkers: 3, imageQueue: 0, guestPhotoUploads: 4 });
    expect(() => loadConfig({ IMAGE_WORKERS: '0' })).toThrow(
      new ConfigError('Invalid configuration: IMAGE_WORKERS must be between 1 and 64 (got "0")'),
    );
  });

  it('takes online payments only with both Stripe keys, never echoing them', () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_abc123',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      }).stripe,
    ).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc123',
      apiBase: 'http://127.0.0.1:12111',
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(
      'Invalid configuration: STRIPE_WEBHOOK_SECRET must be set too: online payments need both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc123' })).toThrow(
      /STRIPE_SECRET_KEY must be set too/,
    );
    const secret = 'pk_live_notasecretkey';
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: secret, STRIPE_WEBHOOK_SECRET: 'whsec_a' }),
    ).toThrow(
      'Invalid configuration: STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)',
    );
  });

  it('uses ADMIN_KEY when given', () => {
    expect(loadConfig({ ADMIN_KEY: 'a-long-enough-secret' }).adminKey).toBe('a-long-enough-secret');
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a port number (got "abc")'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be between 1 and 65535 (got "70000")'],
    [{ DEMO: 'maybe' }, 'Invalid configuration: DEMO must be 0, 1, true or false (got "maybe")'],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://x")',
    ],
    [{ ADMIN_KEY: 'short' }, 'Invalid configuration: ADMIN_KEY must be at least 12 characters'],
    [
      { NODE_ENV: 'staging' },
      'Invalid configuration: NODE_ENV must be production, development or test (got "staging")',
    ],
  ])('stops on a bad value with one line naming it: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('REPAIR_DIAGNOSTIC_FEE', () => {
  it('is £0 unless set, and held in pennies', () => {
    expect(loadConfig({}).repairDiagnosticFeePennies).toBe(0);
    expect(loadConfig({ REPAIR_DIAGNOSTIC_FEE: '25' }).repairDiagnosticFeePennies).toBe(2500);
    expect(loadConfig({ REPAIR_DIAGNOSTIC_FEE: '19.99' }).repairDiagnosticFeePennies).toBe(1999);
  });

  it.each(['-5', '1.234', 'ten', '1000.01'])('stops on %s, naming the variable', (value) => {
    expect(() => loadConfig({ REPAIR_DIAGNOSTIC_FEE: value })).toThrow(ConfigError);
    expect(() => loadConfig({ REPAIR_DIAGNOSTIC_FEE: value })).toThrow(/REPAIR_DIAGNOSTIC_FEE/);
  });
});
