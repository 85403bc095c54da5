import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_ADMIN_KEY, loadConfig } from '../src/server/config';

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
    expect(loadConfig({ DATABASE_URL: url }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url }).adminKey).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: url, DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ DEMO: '0' }).demo).toBe(false);
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
