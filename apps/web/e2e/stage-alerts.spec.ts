import type { IndexedSaleStage, IndexerStagesAnswer } from '@eco/shared';
import { axeViolations } from './fixtures';
import { clientIp, uniqueEmail } from './support/accounts';
import {
  exclusiveChainTag,
  expect,
  isSaleOpen,
  advanceChainTime,
  mine,
  ownerWrite,
  publicClient,
  SaleStage,
  setSaleOpen,
  test,
} from './support/chain-fixtures';
import { linkIn, mailsTo, waitForMail } from './support/mail';
import { e2ePorts } from './support/ports';

// "Tell me when this stage opens", end to end: the real API and its outbox (e2e/support/
// serve-api.ts, sale alerts polled every 500 ms), the real indexer reading the shared anvil
// (serve-indexer.ts) and the mail catcher. The private stage is closed, the addresses sign up
// (through the API: the sale calendar that will hold the sign-up form is not on a page yet), the
// links mailed to them are followed on the confirm and unsubscribe pages, then the stage is
// scheduled to open a few seconds ahead on the chain's own clock. Once the indexer reports it
// open, the confirmed address gets exactly one notice, and the unsubscribed and unconfirmed ones
// none. The chain's clock is never moved: blocks are mined until one's time reaches the opening.
// The test holds the chain alone; setSaleOpen's restore opens the stage by hand again when it
// ends, which also clears the schedule.

const indexer = `http://127.0.0.1:${e2ePorts.indexer}`;

/** The private stage as the indexer answers it now. */
async function privateStage(): Promise<IndexedSaleStage> {
  const response = await fetch(`${indexer}/chains/31337/stages`);
  expect(response.status).toBe(200);
  const { stages } = (await response.json()) as IndexerStagesAnswer;
  return stages.find((stage) => stage.stage === SaleStage.Private)!;
}

/** "2027-03-01 09:30 UTC", as the API's mails name a time. */
const utcMinute = (seconds: string) =>
  `${new Date(Number(seconds) * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const confirmSubject = /^Confirm your alert for the ECO Private sale$/;
const noticeSubject = /^The ECO Private sale is open$/;

test.describe('sale alerts', { tag: exclusiveChainTag }, () => {
  test.use({ chainAccess: 'exclusive' });
  // The time includes waiting for the chain lock until the tests running beside it are done.
  test.describe.configure({ timeout: 240_000 });

  test('sign-up, confirmation from the mail, the stage opens by its schedule: one notice to the confirmed address, none to the others', async ({
    page,
    baseURL,
  }) => {
    const ip = clientIp();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
    const headers = { origin: baseURL!, 'x-forwarded-for': ip };
    const signUp = (email: string) =>
      page.request.post('/api/stage-alerts', {
        data: { email, chainId: 31337, stage: SaleStage.Private },
        headers,
      });

    // Closed, and seen closed by the indexer (the API asks it whether the stage is open).
    await setSaleOpen(SaleStage.Private, false);
    await expect.poll(async () => (await privateStage()).open, { timeout: 15_000 }).toBe(false);

    const confirmed = uniqueEmail('alert-confirmed');
    const unsubscribed = uniqueEmail('alert-unsubscribed');
    const unconfirmed = uniqueEmail('alert-unconfirmed');
    for (const email of [confirmed, unsubscribed, unconfirmed]) {
      const response = await signUp(email);
      expect(response.status(), await response.text()).toBe(202);
    }

    // The confirmation mail, followed on the confirm page.
    const confirmation = await waitForMail(confirmed, { subject: confirmSubject });
    expect(confirmation.text).toContain('No opening time is set for the Private sale yet.');
    await page.goto(linkIn(confirmation, '/stage-alerts/confirm'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your sale alert');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Confirm my alert' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'confirmed' })).toHaveText(
      'Your alert is confirmed: you will get one mail when this sale stage opens (Private sale). Every mail has a link to stop it.',
    );

    // Confirmed, then stopped from the mail's unsubscribe link.
    const second = await waitForMail(unsubscribed, { subject: confirmSubject });
    await page.goto(linkIn(second, '/stage-alerts/confirm'));
    await page.getByRole('button', { name: 'Confirm my alert' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'confirmed' })).toBeVisible();
    await page.goto(linkIn(second, '/stage-alerts/unsubscribe'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stop a sale alert');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Unsubscribed' })).toHaveText(
      'Unsubscribed: your address is deleted from the alert for this sale stage (Private sale), and no more mail about it will come.',
    );
    await waitForMail(unconfirmed, { subject: confirmSubject });

    // The owner schedules the opening a minute ahead of the chain's clock. The head block may be
    // old (nothing mined for a while, or the clock moved on by an earlier test): a fresh block
    // tells the chain's time now.
    await mine();
    const opensAt = (await publicClient.getBlock()).timestamp + 60n;
    await ownerWrite('setSaleSchedule', [SaleStage.Private, opensAt, 0n]);
    await expect
      .poll(async () => (await privateStage()).opensAt, { timeout: 15_000 })
      .toBe(opensAt.toString());
    expect((await privateStage()).open).toBe(false);
    // No event says when the time comes: a block whose time reaches it opens the stage. The
    // clock is moved on rather than waited for.
    await advanceChainTime(60);
    await expect
      .poll(
        async () => {
          await mine();
          return (await publicClient.getBlock()).timestamp >= opensAt;
        },
        { timeout: 30_000, intervals: [1_000] },
      )
      .toBe(true);
    expect(await isSaleOpen(SaleStage.Private)).toBe(true);
    await expect
      .poll(async () => (await privateStage()).openedAt?.by, { timeout: 15_000 })
      .toBe('schedule');
    const opened = await privateStage();
    expect(opened.open).toBe(true);
    expect(BigInt(opened.openedAt!.timestamp)).toBeGreaterThanOrEqual(opensAt);

    const notice = await waitForMail(confirmed, { subject: noticeSubject });
    expect(notice.text).toContain(
      `The Private sale of ECO opened at ${utcMinute(opened.openedAt!.timestamp)} (block ${opened.openedAt!.blockNumber} on chain 31337).`,
    );
    // Several more polls of the worker (every 500 ms) send nothing more. An absence check: no
    // event marks a pass that sends nothing, so it watches over five intervals; a slower machine
    // can only make it weaker, never fail it. (The API's tests show a second pass sends none.)
    // eslint-disable-next-line playwright/no-wait-for-timeout -- an absence check (above)
    await page.waitForTimeout(2_500);
    const notices = async (email: string) =>
      (await mailsTo(email)).filter((mail) => noticeSubject.test(mail.subject));
    expect(await notices(confirmed)).toHaveLength(1);
    expect(await notices(unsubscribed)).toEqual([]);
    expect(await notices(unconfirmed)).toEqual([]);

    // Now that it is open, a sign-up is told so instead.
    const late = await signUp(uniqueEmail('alert-late'));
    expect(late.status()).toBe(409);
    expect((await late.json()) as unknown).toMatchObject({ error: { code: 'stage_open' } });

    // The notice's own link deletes the address at once.
    await page.goto(linkIn(notice, '/stage-alerts/unsubscribe'));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Unsubscribed' })).toBeVisible();
  });
});
