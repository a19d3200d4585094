import type { Page } from '@playwright/test';
import { keccak256, toHex } from 'viem';
import { whitePaperHash } from '../src/config/white-paper.generated';
import { publishWhitePaper } from '../scripts/publish-white-paper';
import { axeViolations } from './fixtures';
import {
  anvilUrl,
  exclusiveChainTag,
  expect,
  restoreAfterTest,
  test,
} from './support/chain-fixtures';
import { buyDialog } from './support/buy-dialog';
import { textPastRightEdge } from './support/overflow';
import { e2ePorts } from './support/ports';
import { finalChainTag } from './support/projects';

// No marketing before the white paper (docs/decisions/0037): every Buy button of the site shows
// only while the white paper it was built with is the version last published on-chain. The
// browser tests' chain has it published (serve-chain.ts); this test publishes another version
// and then this one again, as the team would after an unpublished edit. Run last, and alone
// among the chain tests: every Buy button of the site is hidden in between.

/** The newest white paper version the indexer has read (0: none). */
async function indexedVersion(): Promise<number> {
  const response = await fetch(
    `http://127.0.0.1:${e2ePorts.indexer}/chains/31337/white-paper?limit=1`,
  );
  const body = (await response.json()) as { versions?: { version: number }[] };
  return body.versions?.[0]?.version ?? 0;
}

/** Publishes `hash` and waits until the indexer, which the site asks, has read it. */
async function publish(hash: `0x${string}`): Promise<bigint> {
  const { version } = await publishWhitePaper({ rpcUrl: anvilUrl, hash });
  await expect.poll(indexedVersion).toBe(Number(version));
  return version;
}

const buyButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Buy ECO' });

test.describe(
  'the Buy button and the published white paper',
  {
    tag: [exclusiveChainTag, finalChainTag],
  },
  () => {
    test.use({ chainAccess: 'exclusive' });

    test('is hidden, with the reason and a link to the white paper, while another version is the published one, and back once this one is', async ({
      page,
    }) => {
      restoreAfterTest(async () => {
        await publish(whitePaperHash);
      });
      // The site as built: the white paper it shows is the published one.
      await page.goto('/');
      await expect(buyButton(page).first()).toBeVisible();

      const edited = keccak256(toHex(`an edited white paper ${Date.now()}`));
      const version = await publish(edited);
      const reason = `Buying ECO is paused: the white paper on this site is not the version last published on-chain on the local test chain (version ${version}).`;
      for (const path of ['/', '/about/token', '/learn/how-to-buy']) {
        await page.goto(path);
        const notice = page.getByRole('main').getByRole('status').filter({ hasText: reason });
        await expect(notice.first()).toBeVisible();
        await expect(buyButton(page)).toHaveCount(0);
      }
      expect(await axeViolations(page)).toEqual([]);
      // The reason fits a phone's width, in the hero and the card.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      const notices = page.getByRole('main').getByRole('status').filter({ hasText: reason });
      await expect(notices).toHaveCount(2);
      for (const notice of await notices.all()) {
        // What holds it: the hero's row of buttons, the card.
        expect(await textPastRightEdge(notice.locator('..'))).toEqual([]);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      // The hero's and the home card's.
      await expect(page.getByRole('main').getByText(reason)).toHaveCount(2);
      const links = page.getByRole('main').getByRole('link', { name: 'Read the white paper' });
      await expect(links).toHaveCount(2);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('href', '/white-paper');
      }

      // The team publishes the version the site shows again: the button is back, and opens the sale.
      await publish(whitePaperHash);
      await page.goto('/');
      await expect(page.getByText(reason)).toHaveCount(0);
      await buyButton(page).first().click();
      await expect(buyDialog(page)).toBeVisible();
    });
  },
);
