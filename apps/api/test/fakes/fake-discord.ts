import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type DiscordDelivery = {
  path: string;
  contentType: string | undefined;
  body: {
    content?: string;
    embeds?: Array<{ title?: string; fields?: Array<{ name: string; value: string }> }>;
    allowed_mentions?: unknown;
  };
};

/**
 * A local fake of Discord's "Execute Webhook" contract: POST /api/webhooks/{id}/{token} with a JSON
 * body {content, embeds}; 204 No Content when accepted. `mode` 'fail' answers 500, 'hang' never answers.
 * `next()` resolves with the next delivery received (a test waits on it instead of sleeping).
 */
export async function startFakeDiscord() {
  const state = { mode: 'good' as 'good' | 'fail' | 'hang', deliveries: [] as DiscordDelivery[] };
  let waiters: Array<(d: DiscordDelivery) => void> = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const delivery: DiscordDelivery = {
        path: req.url ?? '',
        contentType: req.headers['content-type'],
        body: JSON.parse(raw || '{}') as DiscordDelivery['body'],
      };
      state.deliveries.push(delivery);
      const ready = waiters;
      waiters = [];
      for (const w of ready) w(delivery);
      if (state.mode === 'hang') return;
      if (req.method !== 'POST' || !/^\/api\/webhooks\/\d+\/[\w-]+$/.test(req.url ?? '')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ message: 'Unknown Webhook', code: 10015 }));
      }
      if (state.mode === 'fail') {
        res.writeHead(500);
        return res.end();
      }
      res.writeHead(204);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    next: () => new Promise<DiscordDelivery>((resolve) => waiters.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
