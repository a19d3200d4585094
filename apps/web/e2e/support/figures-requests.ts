import { expect, type Page } from '@playwright/test';
import type { PageRpc } from './chain-fixtures';

/** Whether `url` asks the site's server for the shared figures (GET /api/chain/31337/figures). */
export const isFiguresRequest = (url: string): boolean =>
  new URL(url).pathname.endsWith('/chain/31337/figures');

/** The figures requests `page` sends from now on, their URLs in order (a live array). */
export function recordFiguresRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (isFiguresRequest(request.url())) sent.push(request.url());
  });
  return sent;
}

/**
 * Waits for two more of the page's figures polls (4 s apart) and checks that meanwhile the page
 * asked the chain's node nothing: the shared figures come from the site's server alone.
 */
export async function expectNoRpcOverTwoPolls(figureReads: string[], rpc: PageRpc): Promise<void> {
  await rpc.reset();
  const polls = figureReads.length;
  await expect
    .poll(() => figureReads.length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(polls + 2);
  expect(await rpc.counts()).toEqual({ httpRequests: 0, calls: {} });
}
