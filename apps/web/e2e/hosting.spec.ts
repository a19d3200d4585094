import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { APIResponse } from '@playwright/test';
import { inlineScriptCspSources } from '../scripts/lib/prerender-html';
import { expect, test } from './fixtures';
import { e2ePorts } from './support/ports';
import { e2eDistDir } from './support/parts';

// What the static host answers besides the pages themselves (security findings 9 and 10 of issue
// 29), on the served build: the security headers of every static answer, which come from the
// build's dist/_headers, and the site's /indexer route, which forwards the indexer's read API
// and nothing else of it.

const receiptPath = `/receipt/31337/0x${'ab'.repeat(32)}`;

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/**
 * GET `path` exactly as written (no URL normalisation, which would resolve `..` before sending),
 * from Node: status and headers.
 */
function rawGet(path: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: e2ePorts.web, path }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

test.describe('security headers of the static site', () => {
  test('every page, asset, the 404 and a receipt shell carry the headers of dist/_headers', async ({
    request,
  }) => {
    const home = await request.get('/');
    const html = await home.text();
    // Two assets of the build: the stylesheet and the app's entry script, as the page links them.
    const assets = [/href="(\/assets\/[^"]+\.css)"/, /data-entry="(\/assets\/[^"]+\.js)"/].map(
      (pattern) => pattern.exec(html)?.[1] ?? '',
    );
    expect(assets.filter((asset) => asset.startsWith('/assets/'))).toHaveLength(2);
    const notFound = await request.get('/no-such-page');
    expect(notFound.status()).toBe(404);
    const receipt = await request.get(receiptPath);
    expect(receipt.status()).toBe(200);
    const answers: Record<string, APIResponse> = {
      '/': home,
      '/about/token': await request.get('/about/token'),
      '/robots.txt': await request.get('/robots.txt'),
      '/no-such-page': notFound,
      [receiptPath]: receipt,
    };
    for (const asset of assets) answers[asset] = await request.get(asset);

    for (const [path, answer] of Object.entries(answers)) {
      const headers = answer.headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['referrer-policy'], path).toBe('no-referrer');
      // One source: the file the build wrote for static hosts, which the preview serves with.
      const file = readFileSync(`${e2eDistDir}/_headers`, 'utf8');
      for (const name of [
        'Content-Security-Policy',
        'Referrer-Policy',
        'X-Content-Type-Options',
        'X-Frame-Options',
      ]) {
        expect(file, `${name} of ${path} in dist/_headers`).toContain(
          `  ${name}: ${headers[name.toLowerCase()]}\n`,
        );
      }
      const csp = directives(headers['content-security-policy'] ?? '');
      expect(csp.get('default-src'), path).toEqual(["'self'"]);
      expect(csp.get('script-src'), path).toEqual(["'self'", ...inlineScriptCspSources()]);
      // The API and the indexer are on the site's origin in this build; the chain's RPC (through
      // the counting proxy) is the one other place the site reads.
      expect(csp.get('connect-src'), path).toEqual([
        "'self'",
        `http://127.0.0.1:${e2ePorts.rpcProxy}`,
      ]);
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(csp.get('base-uri'), path).toEqual(["'self'"]);
      expect(csp.get('form-action'), path).toEqual(["'self'"]);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
    }
  });

  test('another origin cannot frame a page', async ({ page, context, baseURL, consoleErrors }) => {
    // A page of another origin, answered in the browser (it needs no server), frames the account
    // page from the real preview server. An attacker's page would be public; this one is on
    // loopback, with the permission to reach loopback granted and delegated to its frame, since
    // Chromium's local network access checks would otherwise refuse the frame themselves and the
    // test would pass without the site's headers.
    const framing = 'http://localhost:9';
    await context.grantPermissions(['local-network-access'], { origin: framing });
    await page.route(`${framing}/`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Framing</title><iframe allow="local-network-access; local-network; loopback-network" src="${baseURL}/account"></iframe>`,
      }),
    );
    await page.route(`${framing}/favicon.ico`, (route) => route.fulfill({ status: 404 }));
    // Not page.goto: the fixture's goto waits for the site's "page ready" mark. The framing
    // page's load event waits for its frame, loaded or refused.
    await page.mainFrame().goto(`${framing}/`, { waitUntil: 'load' });
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame, 'the framing page has its frame').toBeTruthy();
    // The frame holds Chromium's error page, not the site's page.
    expect(await frame?.locator('h1').allTextContents()).toEqual([]);
    // Chromium says so: "Framing '<site>/' violates the following Content Security Policy
    // directive: "frame-ancestors 'none'". The request has been blocked."
    const refused = (e: string) =>
      e.includes(`'${baseURL}/'`) && e.includes(`"frame-ancestors 'none'"`);
    await expect.poll(() => consoleErrors.filter(refused).length).toBe(1);
    // That refusal is what this test caused; the fixture would fail the test on it.
    consoleErrors.length = 0;
  });
});

test.describe("the site's /indexer route", () => {
  test("forwards the read API and answers 404 for Ponder's own routes", async ({ request }) => {
    // The read API answers through the site (an exclusive test may have stopped the indexer for
    // a moment: it is back within its bound).
    await expect
      .poll(async () => (await request.get('/indexer/chains/31337')).status(), { timeout: 60_000 })
      .toBe(200);
    const chain = (await (await request.get('/indexer/chains/31337')).json()) as {
      chainId: number;
    };
    expect(chain.chainId).toBe(31337);
    expect((await request.get('/indexer/chains/31337/stages')).status()).toBe(200);

    for (const path of [
      '/indexer/metrics',
      '/indexer/status',
      '/indexer/ready',
      '/indexer/health',
      '/indexer/graphql',
      '/indexer/sql/db',
      '/indexer/',
      '/indexer',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test('no path reaches past the read API by dot segments or encodings', async () => {
    // The indexer's HTTP server resolves these as a URL does (`/chains/../metrics` is
    // `/metrics`), so the route decides on the path as resolved, not as written.
    for (const path of [
      '/indexer/chains/../metrics',
      '/indexer/chains/31337/../../status',
      '/indexer/chains/%2e%2e/ready',
      '/indexer/chains/.%2E/metrics',
      '/indexer/chains/..\\metrics',
      '/indexer/chains%2f..%2fmetrics',
      '/indexerx/metrics',
    ]) {
      expect((await rawGet(path)).status, path).toBe(404);
    }
  });
});
