import type { Platform } from '@app/contracts';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The database pools' clients: the main pool, and the webhooks' lane (ADR 078). */
type PoolStats = { total: number; idle: number; waiting: number; intake: { total: number; waiting: number } };

/** What became of one webhook delivery (Kick or Twitch EventSub). */
export type WebhookOutcome =
  | 'accepted'
  | 'ignored'
  | 'duplicate'
  | 'bad_signature'
  | 'stale'
  | 'bad_request'
  | 'not_configured'
  | 'unavailable'
  | 'error';

/** What the platform said to one chat reply line. */
export type ChatSendOutcome = 'sent' | 'refused' | 'failed';

/** The route label of a request that matched no route (404s, probes): never the raw URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * What the app counts. Every method is cheap and synchronous; the no-op recorder (METRICS_TOKEN unset)
 * has the same methods, so the places that count never ask whether metrics are on.
 */
export type Metrics = {
  readonly enabled: boolean;
  /** One finished HTTP request: the route pattern (e.g. /api/v1/mines/{id} as Fastify writes it), method, status. */
  request(route: string | undefined, method: string, status: number, seconds: number): void;
  /** One run of a scheduled job (lib/jobs.ts). */
  jobRun(job: string, ok: boolean, seconds: number): void;
  /** One webhook delivery and its outcome. */
  webhook(platform: Platform, outcome: WebhookOutcome): void;
  /** One chat reply handed to a platform's reply queue. */
  chatReplyQueued(platform: Platform): void;
  /** Counts a reply line's send by its result and passes the result on (a throw stays a throw). */
  chatSend(platform: Platform, sending: Promise<boolean>): Promise<boolean>;
  /** The exposition text and its content type (null when metrics are off). */
  scrape(): Promise<{ contentType: string; body: string }>;
};

/** Reads taken at scrape time only (collect callbacks), so nothing is counted on the hot paths. */
export type MetricsSources = {
  /** Open event-stream connections of this instance (the SSE hub). */
  sseConnections?: () => number;
  /** The pg pool's clients; undefined on PGlite (no pool). */
  pool?: () => PoolStats | undefined;
};

const noop = () => undefined;

/** The recorder when METRICS_TOKEN is unset: nothing is created, nothing is counted. */
export const noMetrics: Metrics = {
  enabled: false,
  request: noop,
  jobRun: noop,
  webhook: noop,
  chatReplyQueued: noop,
  chatSend: (_platform, sending) => sending,
  scrape: () => Promise.reject(new Error('metrics are off')),
};

/** Request latency buckets (seconds): most API answers take 1-50 ms, a slow one seconds. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Job run buckets (seconds): a tick or sync takes from milliseconds to a minute. */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/**
 * The app's Prometheus metrics in a registry of its own (never prom-client's global one), so several
 * app instances in one process (the tests) each have their own. Default process metrics included.
 */
export function createMetrics(sources: MetricsSources = {}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status_code'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Runs of a scheduled job (successful or not)',
    labelNames: ['job'] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: 'job_failures_total',
    help: 'Runs of a scheduled job that failed',
    labelNames: ['job'] as const,
    registers,
  });
  const jobDuration = new Histogram({
    name: 'job_duration_seconds',
    help: 'Duration of one run of a scheduled job',
    labelNames: ['job'] as const,
    buckets: JOB_BUCKETS,
    registers,
  });
  const webhooks = new Counter({
    name: 'webhook_deliveries_total',
    help: 'Webhook deliveries received, by platform and outcome',
    labelNames: ['platform', 'outcome'] as const,
    registers,
  });
  const repliesQueued = new Counter({
    name: 'chat_replies_queued_total',
    help: 'Chat bot replies handed to the reply queue, by platform',
    labelNames: ['platform'] as const,
    registers,
  });
  const repliesSent = new Counter({
    name: 'chat_replies_sent_total',
    help: 'Chat bot reply lines sent to the platform, by platform and outcome (sent, refused, failed)',
    labelNames: ['platform', 'outcome'] as const,
    registers,
  });
  if (sources.sseConnections) {
    const read = sources.sseConnections;
    new Gauge({
      name: 'sse_connections_open',
      help: 'Open live event streams (SSE) on this instance',
      registers,
      collect() {
        this.set(read());
      },
    });
  }
  if (sources.pool) {
    const read = sources.pool;
    const gauge = (name: string, help: string, pick: (p: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          const p = read();
          if (p) this.set(pick(p));
        },
      });
    gauge('db_pool_clients', 'Clients (connections) the database pool holds', (p) => p.total);
    gauge('db_pool_idle_clients', 'Idle clients of the database pool', (p) => p.idle);
    gauge('db_pool_waiting_requests', 'Queries waiting for a client of the database pool', (p) => p.waiting);
    gauge('db_intake_pool_clients', "Clients of the webhooks' own pool (ADR 078)", (p) => p.intake.total);
    gauge(
      'db_intake_pool_waiting_requests',
      'Webhook writes waiting for a client of their own pool',
      (p) => p.intake.waiting,
    );
  }

  const countSend = (platform: Platform, outcome: ChatSendOutcome) => repliesSent.inc({ platform, outcome });

  return {
    enabled: true,
    request(route, method, status, seconds) {
      const labels = { route: route ?? UNMATCHED_ROUTE, method, status_code: status };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
    },
    jobRun(job, ok, seconds) {
      jobRuns.inc({ job });
      if (!ok) jobFailures.inc({ job });
      jobDuration.observe({ job }, seconds);
    },
    webhook: (platform, outcome) => webhooks.inc({ platform, outcome }),
    chatReplyQueued: (platform) => repliesQueued.inc({ platform }),
    chatSend(platform, sending) {
      return sending.then(
        (sent) => {
          countSend(platform, sent ? 'sent' : 'refused');
          return sent;
        },
        (err: unknown) => {
          countSend(platform, 'failed');
          throw err;
        },
      );
    },
    async scrape() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

/**
 * The outcome of a webhook answer, from its status and the reason the handler gave (Kick's
 * `KickWebhookAnswer.why`, EventSub's `why`): 2xx is accepted unless a duplicate or ignored
 * (another channel, an event type not used); a refusal is named by its reason.
 */
export function webhookOutcome(status: number, why?: string): WebhookOutcome {
  if (status >= 200 && status < 300) {
    if (!why) return 'accepted';
    return why === 'duplicate' ? 'duplicate' : 'ignored';
  }
  if (status === 503) return 'unavailable';
  if (status >= 500) return 'error';
  if (why && /signature/i.test(why)) return 'bad_signature';
  if (why && /timestamp/i.test(why)) return 'stale';
  if (why && /not configured/i.test(why)) return 'not_configured';
  return 'bad_request';
}
