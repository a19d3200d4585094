import { expect, test } from './fixtures';
import { e2ePorts } from './support/ports';

// The harness itself (offMachineArgs in e2e/chromium.ts, the console check in fixtures.ts): a
// page reaches the site and the local chain's RPC proxy, and nothing else, loopback included.
test('a page reaches only the site and the RPC proxy; anything else fails as a console error', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  // A blank document on the site's origin, answered in the browser: the site's own pages refuse
  // these requests already by their Content-Security-Policy (hosting.spec.ts), which would hide
  // whether the browser's network barrier holds. Not page.goto: the fixture's waits for the app.
  // Chromium places a document answered this way outside loopback; the permission lets it reach
  // loopback as the site's own pages do.
  const blank = `${baseURL}/off-machine-harness`;
  await context.grantPermissions(['local-network-access'], { origin: baseURL });
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Harness</title>' }),
  );
  await page.mainFrame().goto(blank);
  const fetchFrom = (url: string) =>
    page.evaluate(
      (target) =>
        fetch(target, { mode: 'no-cors' }).then(
          () => 'answered',
          () => 'failed',
        ),
      url,
    );
  expect(await fetchFrom('/robots.txt')).toBe('answered');
  expect(await fetchFrom(`http://127.0.0.1:${e2ePorts.rpcProxy}/`)).toBe('answered');

  const elsewhere = [
    'https://example.com/',
    'http://192.0.2.1/',
    `http://127.0.0.1:${e2ePorts.api}/api/health`,
    `http://127.0.0.1:${e2ePorts.indexer}/ready`,
    `http://localhost:${e2ePorts.web}/`,
  ];
  for (const url of elsewhere) expect(await fetchFrom(url), url).toBe('failed');
  await expect
    .poll(() => consoleErrors.filter((e) => e.includes('ERR_PROXY_CONNECTION_FAILED')).length)
    .toBe(elsewhere.length);
  // Each was the failure this test caused; the fixture would fail the test on any of them.
  consoleErrors.length = 0;
});
