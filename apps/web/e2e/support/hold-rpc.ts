import type { Locator, Page } from '@playwright/test';
import { findEthUsdFeed } from '@eco/contracts';
import { expect } from '../fixtures';
import { rpcProxyUrl } from './rpc-proxy';

/** Requests held by holdRpc, and the way to let them go. */
export interface HeldRpc {
  /** Lets every held request (and any later one it would hold) go on to the chain. */
  release: () => void;
  /** How many requests it has held so far. */
  held: () => number;
  /** How many of those have been let through since (their answers may still be on the way). */
  passed: () => number;
}

/**
 * Holds the page's requests to the chain (through the e2e RPC proxy) whose JSON-RPC body
 * `matches` picks, until `release()`; the others go through. It makes a window that depends on
 * the machine's speed (reads still in flight while the visitor acts) certain on any machine.
 */
export async function holdRpc(page: Page, matches: (body: string) => boolean): Promise<HeldRpc> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  let passed = 0;
  await page.route(
    (url) => url.origin === rpcProxyUrl,
    async (route) => {
      if (!matches(route.request().postData() ?? '')) return route.fallback();
      held += 1;
      await released;
      await route.fallback();
      passed += 1;
    },
  );
  return { release, held: () => held, passed: () => passed };
}

const feed = findEthUsdFeed(31337)!.address.slice(2).toLowerCase();

/**
 * What a cost summary waits for once the amount is typed: the network fee's estimate
 * (eth_estimateGas) and the ETH/USD feed's answer (a call naming the feed's address).
 */
export function feeAndPriceReads(body: string): boolean {
  const lower = body.toLowerCase();
  return lower.includes('"eth_estimategas"') || lower.includes(feed);
}

/**
 * The windows a send button is checked in while its form's figures arrive: a phone's, where the
 * dialog is taller than the screen and scrolls, and two tall enough for the whole dialog, where
 * the browser centres it (so anything it gains, even below the button, would move the button).
 */
export const sendButtonWindows = [
  { width: 390, height: 844 },
  { width: 390, height: 1400 },
  { width: 1280, height: 1200 },
] as const;

/**
 * With `reads` holding feeAndPriceReads and the amount of `dialog`'s form entered: the send
 * `button`'s box while the fee is being estimated and no price is shown, then once `reads` are
 * released and both have arrived. The two must be the same: a button that moves as they arrive
 * moves under the pointer of a visitor about to click it, the click lands beside it and nothing
 * happens (a browser test at 390 px clicked Donate, and the dialog stayed idle with its amount
 * filled).
 */
export async function sendButtonBoxes(reads: HeldRpc, dialog: Locator, button: Locator) {
  await expect(button).toBeEnabled();
  await expect(dialog.getByText('Estimating…')).toBeVisible();
  const before = await button.boundingBox();
  expect(before).not.toBeNull();

  reads.release();
  await expect(dialog.getByText(/^at most /).first()).toBeVisible();
  await expect(dialog.getByText(/USD figures are approximate/)).toBeVisible();
  return { before, after: await button.boundingBox() };
}
