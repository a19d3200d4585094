// What the scripts' tests (start, stack, deploy) share: free ports and a site root carrying the
// build's real security headers.
import { mkdirSync, writeFileSync } from 'node:fs';
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
