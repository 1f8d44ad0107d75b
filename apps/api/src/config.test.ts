import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a local start: embedded database, demo sign-in, demo seed', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      demoLogin: true,
      seedDemo: true,
      twitchConfigured: false,
      isProduction: false,
    });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('asks the four drand relays by default; a fake chain is trusted only under NODE_ENV=test', () => {
    expect(loadConfig({}).DRAND_URLS).toEqual([
      'https://api.drand.sh',
      'https://api2.drand.sh',
      'https://api3.drand.sh',
      'https://drand.cloudflare.com',
    ]);
    expect(loadConfig({ DRAND_URLS: ' http://127.0.0.1:9/ , https://a.example ' }).DRAND_URLS).toEqual([
      'http://127.0.0.1:9',
      'https://a.example',
    ]);
    expect(() => loadConfig({ DRAND_URLS: ',' })).toThrow(/DRAND_URLS/);
    const fake = { DRAND_TEST_CHAIN_HASH: 'ab'.repeat(32), DRAND_TEST_PUBLIC_KEY: 'cd' };
    expect(() => loadConfig(fake)).toThrow(/DRAND_TEST_CHAIN_HASH: is for tests only/);
    expect(loadConfig({ ...fake, NODE_ENV: 'test' }).DRAND_TEST_CHAIN_HASH).toBe('ab'.repeat(32));
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('LOG_LEVEL');
    }
  });

  it('production needs a session secret and Twitch credentials, and never allows demo sign-in', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET[\s\S]*SECRETS_KEY[\s\S]*TWITCH_CLIENT_ID/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        SECRETS_KEY: 's'.repeat(40),
        TWITCH_CLIENT_ID: 'a',
        TWITCH_CLIENT_SECRET: 'b',
        DEMO_LOGIN: 'true',
      }),
    ).toThrow(/DEMO_LOGIN/);
    const prod = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      SECRETS_KEY: 's'.repeat(40),
      TWITCH_CLIENT_ID: 'a',
      TWITCH_CLIENT_SECRET: 'b',
    });
    expect(prod).toMatchObject({ demoLogin: false, seedDemo: false, twitchConfigured: true });
  });

  it('Twitch credentials come in pairs; a short secret is refused', () => {
    expect(() => loadConfig({ TWITCH_CLIENT_ID: 'a' })).toThrow(/TWITCH_CLIENT_SECRET/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });

  it('parses admin logins as a lower-cased list', () => {
    expect(loadConfig({ ADMIN_TWITCH_LOGINS: ' Boss, mod2 ,' }).ADMIN_TWITCH_LOGINS).toEqual(['boss', 'mod2']);
  });
});
