// What the scripts' tests (start, stack, deploy) and the stack's benchmark share: free ports, a
// site root carrying the build's real security headers, plain HTTP requests from many loopback
// addresses, and a wait for a condition.
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

/**
 * `count` distinct ports nobody listens on: all are taken before any is released, since the
 * system may hand a port just released to the next request (two services were once given the same
 * port).
 */
export async function freePorts(count) {
  const held = await Promise.all(
    Array.from({ length: count }, async () => {
      const server = createServer();
      await new Promise((r) => server.listen(0, '127.0.0.1', r));
      return server;
    }),
  );
  const found = held.map((server) => server.address().port);
  await Promise.all(held.map((server) => new Promise((r) => server.close(r))));
  return found;
}

/**
 * A site root in `dir` with the build's real `_headers` (the file `vite build` writes, from the
 * site's own security headers), and `pages` (name → HTML) beside it.
 */
export async function siteRootWithHeaders(dir, pages = {}) {
  mkdirSync(dir, { recursive: true });
  const headers = await tsImport('../../apps/web/scripts/lib/security-headers.ts', import.meta.url);
  const { parseEnv } = await tsImport('../../apps/web/src/config/env-schema.ts', import.meta.url);
  writeFileSync(
    path.join(dir, '_headers'),
    headers.headersFile(headers.siteSecurityHeaders(parseEnv({}))),
  );
  for (const [name, html] of Object.entries(pages)) writeFileSync(path.join(dir, name), html);
  return dir;
}

// Each writer posts from its own loopback address (all of 127/8 is this machine): the contact
// form allows 5 posts a minute per visitor's address, which nginx passes on (TRUST_PROXY=1).
let nextAddress = 0;
/** A loopback address no earlier call returned (127.10.0.1, 127.10.0.2, ...). */
export const clientAddress = () => {
  const n = nextAddress++;
  return `127.${10 + (Math.floor(n / 62_500) % 200)}.${Math.floor(n / 250) % 250}.${1 + (n % 250)}`;
};

/**
 * One HTTP request to `url` of the site at `siteUrl` (a JSON body is sent with the site as its
 * Origin, as a browser's would be), from `localAddress`: its status, headers and body, or status 0
 * and the error. Never rejects.
 * @param {string} siteUrl
 * @param {string} method
 * @param {string} url
 * @param {{ body?: unknown, localAddress?: string }} [options]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, text: string }>}
 */
export function sendThrough(siteUrl, method, url, { body, localAddress } = {}) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      url,
      {
        method,
        localAddress,
        agent: false,
        headers: payload
          ? {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
              origin: siteUrl,
            }
          : {},
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        res.on('error', (error) => resolve({ status: 0, headers: {}, text: String(error) }));
      },
    );
    req.on('error', (error) => resolve({ status: 0, headers: {}, text: String(error) }));
    req.end(payload);
  });
}

/**
 * Polls `check` (sync or async; a throw counts as false) every `intervalMs` until it is true:
 * never a fixed wait. `timeoutMs` bounds a hang, it is no expectation of speed.
 * @param {() => unknown} check
 * @param {string} what what is awaited, for the error ("timed out waiting until <what>")
 */
export async function until(check, what, timeoutMs = 120_000, intervalMs = 50) {
  const deadline = Date.now() + timeoutMs;
  while (
    !(await Promise.resolve()
      .then(check)
      .catch(() => false))
  ) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
