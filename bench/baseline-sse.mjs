// The baseline of bench/sse-capacity.mjs: a bare Node http server holding event streams (the same
// headers, retry hint and 15 s comment heartbeat), nothing else.
import http from 'node:http';

const clients = new Set();
const server = http.createServer((req, res) => {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
  });
  res.write('retry: 2000\n\n');
  clients.add(res);
  res.on('close', () => clients.delete(res));
});
setInterval(() => {
  for (const c of clients) c.write(': heartbeat\n\n');
}, 15_000).unref();
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  for (const c of clients) c.end();
  server.close(() => process.exit(0));
});
