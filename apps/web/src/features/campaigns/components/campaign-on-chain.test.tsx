import { localDevAccounts } from '@eco/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { campaigns } from '@/content/campaigns';
import { useWalletUiStore } from '@/stores/wallet-ui';
import { donateFromNode, indexer, local, renderWithWallet, withLocalChain } from '../test-harness';
import { CampaignCard } from './campaign-card';
import CampaignOnChain from './campaign-on-chain';
import CampaignsHistoryStatus from './campaigns-history-status';

withLocalChain(localDevAccounts.nonPartner);

const [ada, bob] = [localDevAccounts.partners[0], localDevAccounts.referrer];
const [mangroves, solar] = campaigns;

/** The page's cards' on-chain parts and its status line, as the campaigns page mounts them. */
function renderCards() {
  renderWithWallet(
    <>
      <CampaignsHistoryStatus />
      {campaigns.map((campaign) => (
        <article key={campaign.id} aria-label={campaign.title}>
          <CampaignOnChain campaign={campaign} />
        </article>
      ))}
    </>,
  );
  return (title: string) => screen.getByRole('article', { name: title });
}

const listRequests = () => indexer.requests.filter((path) => path.startsWith('/campaigns?'));

describe("a campaign's on-chain figures", () => {
  it('come from one indexer request for every card, counting amounts and distinct donors', async () => {
    await donateFromNode(ada, 1, 'First gift', parseEther('0.5'));
    await donateFromNode(bob, 1, '', parseEther('0.25'));
    await donateFromNode(ada, 1, 'Again', parseEther('0.1'));
    const head = await local.publicClient.getBlockNumber();
    const card = renderCards();

    await within(card(mangroves!.title)).findByText(/Raised on-chain through this site/);
    expect(card(mangroves!.title).textContent).toContain(
      'Raised on-chain through this site: 0.85 ETH from 2 donors',
    );
    // The block the indexer answered at: the head read above, or a later one if the chain moved
    // on meanwhile (a busy machine), never an earlier one.
    const shownBlock = /up to block (\d+)/.exec(card(mangroves!.title).textContent)?.[1];
    expect(BigInt(shownBlock ?? -1)).toBeGreaterThanOrEqual(head);
    expect(card(solar!.title).textContent).toContain(
      'Raised on-chain through this site: 0.00 ETH from 0 donors',
    );
    expect(card(solar!.title).textContent).toContain('No donations through this site yet.');
    // Four cards and the status line: one request for the list, none per campaign.
    expect(listRequests()).toHaveLength(1);
    expect(indexer.requests).toHaveLength(1);
    expect(screen.queryByText(/catching up/)).toBeNull();
  });

  it('list the latest donations on request, memos as text only', async () => {
    const html = '<img src=x onerror="alert(1)"> <a href="https://evil.example">claim</a>';
    // A right-to-left override would run the text around it backwards.
    const reversed = '\u202Egnp.exe';
    const unbroken = 'x'.repeat(140);
    await donateFromNode(ada, 1, html, parseEther('0.3'));
    await donateFromNode(bob, 1, reversed, parseEther('0.2'));
    const hash = await donateFromNode(ada, 1, unbroken, parseEther('0.1'));
    const user = userEvent.setup();
    const card = renderCards();
    const mangroveCard = card(mangroves!.title);

    const toggle = await within(mangroveCard).findByRole('button', {
      name: 'Show recent donations',
    });
    // Nothing is read for the list until a visitor opens it.
    expect(indexer.requests.filter((path) => path.startsWith('/campaigns/'))).toEqual([]);
    await user.click(toggle);
    const list = await within(mangroveCard).findByRole('list', {
      name: 'Recent donations to Mangrove restoration',
    });
    expect(indexer.requests.filter((path) => path.startsWith('/campaigns/'))).toEqual([
      '/campaigns/1?limit=5',
    ]);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    // Newest first: the short donor, the amount, the memo, the time and the receipt.
    const [newest, middle, oldest] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(newest.textContent).toContain(`${ada.slice(0, 6)}…${ada.slice(-4)}`);
    expect(newest.textContent).toContain('0.10 ETH');
    expect(newest.textContent).toContain(unbroken);
    expect(
      within(newest)
        .getByRole('link', { name: /Receipt/ })
        .getAttribute('href'),
    ).toBe(`/receipt/31337/${hash}`);
    expect(newest.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The markup is shown as the characters it is: no element, no link made of it.
    expect(oldest.textContent).toContain(html);
    expect(oldest.querySelector('img')).toBeNull();
    expect(
      within(oldest)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([expect.stringMatching(/^Receipt/)]);
    // The override is dropped; the memo sits in its own bidi isolate.
    expect(middle.textContent).not.toContain('\u202E');
    expect(middle.querySelector('bdi')?.textContent).toBe('gnp.exe');
  });

  it('say the history is catching up, never an error, while the indexer lags or is down', async () => {
    await donateFromNode(ada, 1, '', parseEther('1'));
    await local.testClient.mine({ blocks: 5 });
    indexer.lagBlocks = 5;
    const card = renderCards();
    const status = await screen.findByText(/History is catching up with the blockchain/);
    expect(status.getAttribute('role')).toBe('status');
    // What the indexer had counted still shows (the donation is older than its lag).
    expect(card(mangroves!.title).textContent).toContain('1.00 ETH from 1 donor');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('fill in by themselves once an indexer that was down answers', async () => {
    indexer.down = true;
    const card = renderCards();
    await screen.findByText(/History is catching up with the blockchain/);
    await waitFor(() =>
      expect(card(mangroves!.title).textContent).toContain(
        'Raised on-chain through this site: shown once the history has caught up.',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    indexer.down = false;
    // The catching-up rhythm (every 3 s, lib/indexer.ts) reads it again: the next read or the one
    // after, with room for a loaded machine.
    await waitFor(
      () => expect(card(mangroves!.title).textContent).toContain('0.00 ETH from 0 donors'),
      { timeout: 10_000 },
    );
    expect(screen.queryByText(/History is catching up/)).toBeNull();
  });
});

describe('a campaign card', () => {
  it("labels the content's figure as the campaign team's, a sample today", () => {
    useWalletUiStore.setState({ active: false });
    renderWithWallet(<CampaignCard campaign={mangroves!} />);
    const card = screen.getByRole('article');
    expect(card.textContent).toContain('Published by the campaign team');
    expect(card.textContent).toContain('27.50 ETH raised');
    expect(card.textContent).toContain(
      "The campaign team's own figure, on and off the chain, as published on Nov 1, 2026. A sample figure today, until the team publishes its report.",
    );
    // One Sample badge for the card, as the provenance check counts them.
    expect(card.querySelectorAll('[data-sample-badge]')).toHaveLength(1);
    // Before the wallet stack is loaded the on-chain part waits, without a figure.
    expect(card.textContent).toContain('Reading what was raised through this site…');
    within(card).getByRole('button', { name: 'Donate' });
  });
});
