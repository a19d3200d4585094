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
