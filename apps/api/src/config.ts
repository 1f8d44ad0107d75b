import { PLATFORMS, type Platform } from '@app/contracts';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1');

const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean),
);

/** Every environment variable the server reads. `.env.example` lists the same keys. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    /** Without DATABASE_URL: the embedded PostgreSQL server under DATA_DIR/postgres, or PGlite (DATA_DIR/pglite). */
    EMBEDDED_DB: z.enum(['postgres', 'pglite']).default('postgres'),
    /** Loopback port of the embedded PostgreSQL server; 0 picks a free one at each start. */
    EMBEDDED_DB_PORT: z.coerce.number().int().min(0).max(65535).default(5499),
    /** The site's origin; defaults to http://localhost:PORT so a local start on another port still works. */
    PUBLIC_URL: z.url().optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Encrypts secrets kept in the database (partner credentials, the broadcaster's tokens). */
    SECRETS_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Signs backups (HMAC-SHA256) and checks them at restore; required by `npm run backup|restore` in production. */
    BACKUP_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    TRUST_PROXY: bool.default(false),
    TWITCH_CLIENT_ID: z.string().optional(),
    TWITCH_CLIENT_SECRET: z.string().optional(),
    TWITCH_CHANNEL: z.string().default('streamer'),
    TWITCH_AUTH_URL: z.url().default('https://id.twitch.tv/oauth2'),
    TWITCH_API_URL: z.url().default('https://api.twitch.tv/helix'),
    TWITCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    KICK_CLIENT_ID: z.string().optional(),
    KICK_CLIENT_SECRET: z.string().optional(),
    KICK_AUTH_URL: z.url().default('https://id.kick.com'),
    KICK_API_URL: z.url().default('https://api.kick.com/public/v1'),
    KICK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /** The streamer's Kick channel slug: live status, the Kick player, the chat whose messages earn. */
    KICK_CHANNEL: z.string().default('streamer'),
    /** Kick's webhook public key (PEM; a literal \n stands for a line break); default: fetched from KICK_API_URL/public-key. */
    KICK_PUBLIC_KEY: z.string().optional(),
    STREAM_CACHE_SECONDS: z.coerce.number().int().min(1).max(60).default(60),
    /**
     * The first wait before asking a platform again when it does not yet show a stream it pushed as
     * live (for the go-live post's title); the next two waits are 3 and 6 times it.
     */
    GO_LIVE_RETRY_MS: z.coerce.number().int().min(10).max(60_000).default(5000),
    LIVE_HUNT_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
    /** Caps on the live event streams one instance holds: per client address, per signed-in user, in all (429 past a cap). */
    LIVE_EVENTS_MAX_PER_IP: z.coerce.number().int().min(1).max(100_000).default(20),
    LIVE_EVENTS_MAX_PER_USER: z.coerce.number().int().min(1).max(1_000).default(8),
    LIVE_EVENTS_MAX_TOTAL: z.coerce.number().int().min(1).max(1_000_000).default(20_000),
    CRYPTO_NEWS_TOKEN: z.string().min(1).optional(),
    CRYPTO_NEWS_URL: z.url().default('https://cryptonews-api.com/api/v1/category'),
    LEADERBOARD_SYNC_MINUTES: z.coerce.number().int().min(0).max(1440).default(5),
    /** How often each instance verifies casino-account claims against the rows and expires stale ones (0 = only after syncs and imports). */
    CASINO_ACCOUNTS_CHECK_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    LEADERBOARD_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
    /** How old the visitors' shop list may be on an instance that did not make the change (0 = not kept). */
    SHOP_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    /** How often a page showing the slot requests board reads it again (sent to the web in GET /api/v1/config). */
    SLOT_REQUESTS_POLL_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
    LEADERBOARD_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** Discord's API base for the redemption webhook (tests point it at a local fake). */
    DISCORD_API_URL: z.url().default('https://discord.com'),
    DISCORD_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    ROOBET_API_URL: z.url().optional(),
    SHUFFLE_API_URL: z.url().optional(),
    GAMDOM_API_URL: z.url().optional(),
    RAINBET_API_URL: z.url().optional(),
    CLASH_API_URL: z.url().optional(),
    ACEBET_API_URL: z.url().optional(),
    CASESGG_API_URL: z.url().optional(),
    PACKDRAW_API_URL: z.url().optional(),
    RAINGG_API_URL: z.url().optional(),
    ADMIN_TWITCH_LOGINS: csv.default([]),
    ADMIN_KICK_LOGINS: csv.default([]),
    DEMO_LOGIN: bool.optional(),
    SEED_DEMO: bool.optional(),
    SIGNUP_BONUS_POINTS: z.coerce.number().int().min(0).default(0),
    SERVE_WEB: bool.default(true),
    WEB_DIST_DIR: z.string().optional(),
    RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    RATE_LIMIT_BETS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** drand relays asked for a draw's beacon round, in order: the first that answers a valid round is used (ADR 066). */
    DRAND_URLS: z
      .string()
      .default('https://api.drand.sh,https://api2.drand.sh,https://api3.drand.sh,https://drand.cloudflare.com')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim().replace(/\/+$/, ''))
          .filter(Boolean),
      )
      .pipe(z.array(z.url()).min(1, 'needs at least one relay')),
    DRAND_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /** Tests only (NODE_ENV=test): the chain a local fake relay signs, instead of the pinned quicknet chain. */
    DRAND_TEST_CHAIN_HASH: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
    DRAND_TEST_PUBLIC_KEY: z
      .string()
      .regex(/^[0-9a-f]+$/)
      .optional(),
    DRAND_TEST_GENESIS: z.coerce.number().int().min(0).optional(),
    DRAND_TEST_PERIOD: z.coerce.number().int().min(1).max(3600).optional(),
    /** Hours after its draw (or last reroll) a drawn giveaway becomes final by itself; 0 = only by an admin. */
    GIVEAWAY_AUTO_FINALIZE_HOURS: z.coerce.number().int().min(0).max(720).default(24),
    SUPPORT_URL: z.string().default('mailto:support@example.com'),
    SOCIAL_INSTAGRAM: z.string().default('https://www.instagram.com/'),
    SOCIAL_TIKTOK: z.string().default('https://www.tiktok.com/'),
    SOCIAL_DISCORD: z.string().default('https://discord.com/'),
    SOCIAL_TELEGRAM: z.string().default('https://t.me/'),
    // earning (watch time)
    TWITCH_EVENTSUB_SECRET: z.string().min(10).max(100).optional(),
    /** How often each instance checks whether a watch-time tick is due (seconds). */
    EARNING_CHECK_SECONDS: z.coerce.number().int().min(5).max(600).default(30),
    /** The tick job; default on except under NODE_ENV=test (tests start it themselves). */
    EARNING_JOB: bool.optional(),
    /**
     * How old a chat command left in the chat inbox is before any instance's sweep runs it (ADR 079):
     * its own instance runs it at once; only a stopped instance's are left.
     */
    CHAT_INBOX_SWEEP_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
    /** Bearer token of `GET /metrics` (Prometheus); unset, there is no metrics route and nothing is counted. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').max(256).optional(),
  })
  .superRefine((env, ctx) => {
    const isProduction = env.NODE_ENV === 'production';
    if (isProduction && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
    }
    if (isProduction && !env.SECRETS_KEY) {
      ctx.addIssue({ code: 'custom', path: ['SECRETS_KEY'], message: 'is required in production' });
    }
    const twitch = Boolean(env.TWITCH_CLIENT_ID && env.TWITCH_CLIENT_SECRET);
    const kick = Boolean(env.KICK_CLIENT_ID && env.KICK_CLIENT_SECRET);
    if (isProduction && !twitch && !kick) {
      ctx.addIssue({
        code: 'custom',
        path: ['TWITCH_CLIENT_ID'],
        message: 'is required in production (or KICK_CLIENT_ID and KICK_CLIENT_SECRET): a platform to sign in with',
      });
    }
    for (const [id, secret] of [
      ['TWITCH_CLIENT_ID', 'TWITCH_CLIENT_SECRET'],
      ['KICK_CLIENT_ID', 'KICK_CLIENT_SECRET'],
    ] as const) {
      if (Boolean(env[id]) !== Boolean(env[secret])) {
        ctx.addIssue({
          code: 'custom',
          path: [env[id] ? secret : id],
          message: `${id} and ${secret} must be set together`,
        });
      }
    }
    if (isProduction && !env.DISCORD_API_URL.startsWith('https://')) {
      ctx.addIssue({ code: 'custom', path: ['DISCORD_API_URL'], message: 'must be https in production' });
    }
    for (const key of [
      'DRAND_TEST_CHAIN_HASH',
      'DRAND_TEST_PUBLIC_KEY',
      'DRAND_TEST_GENESIS',
      'DRAND_TEST_PERIOD',
    ] as const) {
      if (env[key] !== undefined && env.NODE_ENV !== 'test')
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is for tests only: draws trust the pinned drand quicknet chain',
        });
    }
    if (isProduction && env.DEMO_LOGIN) {
      ctx.addIssue({ code: 'custom', path: ['DEMO_LOGIN'], message: 'can never be on in production' });
    }
  });

export type Env = z.infer<typeof envSchema>;

export type Config = Omit<Env, 'PUBLIC_URL'> & {
  /** PUBLIC_URL, or http://localhost:PORT when unset. */
  PUBLIC_URL: string;
  isProduction: boolean;
  /** The built-in demo sign-in page: only without platform credentials and never in production. */
  demoLogin: boolean;
  /** Seed demo accounts and content into an empty database. */
  seedDemo: boolean;
  twitchConfigured: boolean;
  kickConfigured: boolean;
  /** The platforms people sign in with: the configured ones, or both through the demo provider. */
  signInPlatforms: Platform[];
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at boot; throws a ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const twitchConfigured = Boolean(env.TWITCH_CLIENT_ID && env.TWITCH_CLIENT_SECRET);
  const kickConfigured = Boolean(env.KICK_CLIENT_ID && env.KICK_CLIENT_SECRET);
  const demoLogin = !isProduction && (env.DEMO_LOGIN ?? (!twitchConfigured && !kickConfigured));
  return {
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    isProduction,
    twitchConfigured,
    kickConfigured,
    // The demo provider stands in for every platform, so it is on only when no platform is configured.
    demoLogin,
    signInPlatforms: demoLogin
      ? [...PLATFORMS]
      : PLATFORMS.filter((p) => (p === 'twitch' ? twitchConfigured : kickConfigured)),
    seedDemo: !isProduction && (env.SEED_DEMO ?? true),
  };
}
