import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A reverse proxy in the test's own process, listening on a port the system picked. */
export interface ReverseProxy {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a reverse proxy in front of `upstreams` (round robin) that appends the connecting address
 * to X-Forwarded-For, as nginx's `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for` and
 * most load balancers do; whatever the client wrote in the header stays in front of it. Each
 * answer names the upstream that gave it (`x-test-upstream`), so a test can see that both served.
 * It connects to the upstreams from 127.0.0.1, so clients must come from other loopback addresses.
 */
export async function startReverseProxy(upstreams: string[]): Promise<ReverseProxy> {
  const targets = upstreams.map((u) => new URL(u));
  let next = 0;
  const server = http.createServer((request, response) => {
    const target = targets[next++ % targets.length]!;
    const remote = request.socket.remoteAddress ?? '';
    const previous = request.headers['x-forwarded-for'];
    const forwarded = Array.isArray(previous) ? previous.join(', ') : previous;
    const headers = {
      ...request.headers,
      'x-forwarded-for': forwarded ? `${forwarded}, ${remote}` : remote,
    };
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
          'x-test-upstream': target.port,
        });
        // An upstream that dies mid-answer resets the connection: the client sees it cut, and
        // the test process does not crash on an unhandled stream error.
        answer.on('error', () => response.destroy());
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (response.headersSent) response.destroy();
      else response.writeHead(502).end();
    });
    request.on('error', () => upstream.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
