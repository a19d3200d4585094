import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumArgs, fullChromiumExecutable } from '../chromium';

/**
 * Chromium whose tabs can really be hidden, for tests of what the site does in a background tab.
 *
 * Every page Playwright launches stays "visible" whatever happens to its tab (its focus emulation
 * keeps it so), so it never sees a visibilitychange. Here Chromium, in its full build (in the
 * headless shell the other tests use, a page stays visible whatever tab is in front) with the
 * browser tests' flags, is started directly and attached over CDP with `noDefaults`, which leaves
 * the pages of its default context alone: putting another tab in front makes a page's
 * document.visibilityState 'hidden', as when a visitor switches tabs. No property is faked.
 */
export interface HideableChromium {
  browser: Browser;
  /** The default context, fresh: a new profile folder each launch. */
  context: BrowserContext;
  /** The first tab. */
  page: Page;
  /** Closes the browser and removes its profile. */
  close(): Promise<void>;
}

/** Starts a fresh headless Chromium (1280×720 window) whose tabs can be hidden; see HideableChromium. */
export async function launchHideableChromium(): Promise<HideableChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'eco-chromium-'));
  const child = spawn(
    fullChromiumExecutable,
    [
      ...chromiumArgs,
      // Playwright's default viewport, so layouts match the other browser tests.
      '--window-size=1280,720',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  // A test or benchmark that dies without close() leaves no browser and, at best, no profile.
  const killOnExit = () => {
    kill();
    rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  };
  process.once('exit', killOnExit);
  let browser: Browser | undefined;
  const close = async () => {
    process.off('exit', killOnExit);
    // Closed through Playwright first, so it forgets the browser's contexts before the test's
    // own teardown (trace collection) looks at them: killed under it, that teardown fails with
    // "Target page, context or browser has been closed".
    if (browser?.isConnected()) {
      await Promise.race([
        browser.close().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 5_000)),
      ]);
    }
    kill();
    await exited;
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const endpoint = await new Promise<string>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`Chromium did not open its DevTools port:\n${output}`)),
        30_000,
      );
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited (code ${code}):\n${output}`));
      });
    });
    browser = await chromium.connectOverCDP(endpoint, { noDefaults: true });
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium started without a default context');
    const page = context.pages()[0] ?? (await context.newPage());
    return { browser, context, page, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Waits until the page itself reports `state` (polled on a timer: hidden tabs paint no frames).
 * No bound of its own: the test's timeout is the bound, so a busy machine only takes longer.
 */
export async function waitForVisibility(page: Page, state: DocumentVisibilityState): Promise<void> {
  await page.waitForFunction((expected) => document.visibilityState === expected, state, {
    polling: 100,
    timeout: 0,
  });
}

/**
 * Hides `page` by opening a blank tab in front of it, as a visitor switching tabs would; resolves
 * once the page reports 'hidden', with a function that brings it back to the front.
 */
export async function hideTab(page: Page): Promise<() => Promise<void>> {
  const cover = await page.context().newPage();
  await waitForVisibility(page, 'hidden');
  return async () => {
    await page.bringToFront();
    await cover.close();
    await waitForVisibility(page, 'visible');
  };
}
