import { existsSync } from 'node:fs';

/**
 * Debian's Chromium and the flags that keep it off the network (see DEVELOPERS.md).
 *
 * Two builds of the same Chromium release (docs/decisions/0029): the browser tests, Lighthouse
 * and the benchmarks drive Debian's `chromium-headless-shell`, the headless build without the
 * browser's window code, which runs the browser suite in about two thirds of the time the full
 * browser needs on 2 cores. The full browser (`/usr/bin/chromium`) is kept for what only it can
 * do: a tab that another tab really hides (support/hideable-browser.ts). Where the shell is not
 * installed, everything uses the full browser, slower and otherwise the same.
 */
export const fullChromiumExecutable = process.env.CHROMIUM_FULL_PATH ?? '/usr/bin/chromium';

const headlessShell = '/usr/lib/chromium/chromium-headless-shell';

export const chromiumExecutable =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : fullChromiumExecutable);

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Flags with which Chromium reaches `origins` (as `http://127.0.0.1:4173`) and nothing else: every
 * other request, loopback included (`localhost`, other ports), goes to a proxy on a privileged port
 * nothing listens on and fails with ERR_PROXY_CONNECTION_FAILED, which the browser tests' fixtures
 * fail on as a console error. Chromium does this in its network stack; routing each request through
 * `page.route` did it in the test worker, turned the HTTP cache off and cost about a tenth of the
 * route tests' CPU. Flags, not Playwright's `proxy` option, which would send the tests' own requests
 * from Node (`request`, `page.request`) to that proxy too. Chromium reads the bypass list from its
 * end: `<-loopback>` (proxy loopback as well) comes first.
 */
export function offMachineArgs(...origins: string[]): string[] {
  const reachable = origins.map((origin) => new URL(origin).host);
  return [
    '--proxy-server=http://127.0.0.1:9',
    `--proxy-bypass-list=<-loopback>;${reachable.join(';')}`,
  ];
}
