/**
 * A reverse proxy process for tests, run by `startReverseProxy` (test/reverse-proxy.ts): forwards
 * every request to the upstreams in turn (round robin) and appends the connecting address to
 * X-Forwarded-For, as nginx's `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for` and
 * most load balancers do. Whatever the client wrote in the header stays in front of it.
 *
 * Usage: node --import tsx test/reverse-proxy-main.ts <listen port, 0 for any> <upstream URL>...
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const [port, ...upstreams] = process.argv.slice(2);
if (!port || upstreams.length === 0) {
  console.error('usage: reverse-proxy-main.ts <port> <upstream URL>...');
  process.exit(2);
}
const targets = upstreams.map((u) => new URL(u));
let next = 0;

const server = http.createServer((request, response) => {
  const target = targets[next++ % targets.length]!;
  const headers = { ...request.headers };
  const remote = request.socket.remoteAddress ?? '';
  const previous = headers['x-forwarded-for'];
  headers['x-forwarded-for'] = previous
    ? `${Array.isArray(previous) ? previous.join(', ') : previous}, ${remote}`
    : remote;
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, {
        ...answer.headers,
        // Which upstream answered, so a test can see that both served.
        'x-test-upstream': target.port,
      });
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    response.writeHead(502).end();
  });
  request.pipe(upstream);
});

// Port 0: the system picks a free port as it binds; the parent reads it from this line.
server.listen(Number(port), '127.0.0.1', () => {
  console.info(`reverse proxy listening on ${(server.address() as AddressInfo).port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
