import type { IndexedLedgerVersion, IndexerLedgerAnswer } from '@eco/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { keccak256, toHex, type Hex } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whitePaperHash } from '@/config/white-paper.generated';
import { queryClient } from '@/lib/query-provider';
import { BuyGate } from './buy-gate';

// BuyGate against a stand-in of the indexer's /white-paper list (the site's chains in unit tests:
// mainnet and Sepolia), answering what each chain's registry holds, or 503 while it is "down".
const published: Record<number, Hex[]> = {};
const down = new Set<number>();
const requests: string[] = [];

function version(hash: Hex, index: number): IndexedLedgerVersion {
  return {
    version: index + 1,
    ledgerHash: hash,
    publisher: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    uri: 'https://eco.test/docs/eco-white-paper.json',
    transactionHash: `0x${'ab'.repeat(32)}`,
    blockNumber: '10',
    timestamp: '1700000000',
  };
}

beforeEach(() => {
  for (const key of Object.keys(published)) delete published[Number(key)];
  down.clear();
  requests.length = 0;
  queryClient.clear();
  // The check loads once the page is live.
  document.documentElement.dataset.pageReady = '';
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://site.test');
    const match = /^\/indexer\/chains\/(\d+)\/white-paper$/.exec(url.pathname);
    if (!match) return realFetch(input, init);
    requests.push(`${url.pathname}${url.search}`);
    const chainId = Number(match[1]);
    if (down.has(chainId)) return Promise.resolve(new Response('{}', { status: 503 }));
    const versions = (published[chainId] ?? []).map(version).reverse();
    const body: IndexerLedgerAnswer = {
      chainId,
      indexed: { number: 10, timestamp: 1700000000 },
      registry: '0x0000000000000000000000000000000000000001',
      versions: versions.slice(0, Number(url.searchParams.get('limit') ?? 100)),
      nextCursor: null,
    };
    return Promise.resolve(Response.json(body));
  });
});
afterEach(() => {
  delete document.documentElement.dataset.pageReady;
});

function renderGate() {
  render(
    <MemoryRouter>
      <BuyGate>
        <button type="button">Buy ECO</button>
      </BuyGate>
    </MemoryRouter>,
  );
}

const edited = keccak256(toHex('an edited white paper'));

describe('the Buy button behind the white paper check', () => {
  it('says it is checking, then shows the button once every chain has the white paper shown', async () => {
    published[1] = [edited, whitePaperHash];
    published[11155111] = [whitePaperHash];
    renderGate();
    expect(screen.getByRole('status').textContent).toBe(
      'Checking that the white paper on this site is the version published on-chain…',
    );
    expect(screen.queryByRole('button', { name: 'Buy ECO' })).toBeNull();
    await screen.findByRole('button', { name: 'Buy ECO' });
    expect(screen.queryByRole('status')).toBeNull();
    // One request per chain, for the newest version only.
    expect(requests.sort()).toEqual([
      '/indexer/chains/1/white-paper?limit=1',
      '/indexer/chains/11155111/white-paper?limit=1',
    ]);
  });

  it('hides it where the last version published is another, saying so with a link to the white paper', async () => {
    published[1] = [whitePaperHash, edited];
    published[11155111] = [whitePaperHash];
    renderGate();
    const notice = await screen.findByText(/Buying ECO is paused/);
    expect(notice.textContent).toBe(
      'Buying ECO is paused: the white paper on this site is not the version last published on-chain on Ethereum mainnet (version 2). Read the white paper',
    );
    expect(screen.getByRole('link', { name: 'Read the white paper' }).getAttribute('href')).toBe(
      '/white-paper',
    );
    expect(screen.queryByRole('button', { name: 'Buy ECO' })).toBeNull();
  });

  it('hides it where the white paper was never published', async () => {
    published[1] = [whitePaperHash];
    renderGate();
    expect((await screen.findByText(/Buying ECO opens once/)).textContent).toBe(
      'Buying ECO opens once the white paper is published: no version of it is recorded on-chain on the Sepolia test network yet. Read the white paper',
    );
    expect(screen.queryByRole('button', { name: 'Buy ECO' })).toBeNull();
  });

  it('hides it while the check cannot be made, and shows it once it can', async () => {
    published[1] = [whitePaperHash];
    published[11155111] = [whitePaperHash];
    down.add(11155111);
    renderGate();
    expect((await screen.findByText(/could not be checked/)).textContent).toBe(
      "Buying ECO is paused: the white paper's published version on the Sepolia test network could not be checked just now; this page tries again by itself. Read the white paper",
    );
    expect(screen.queryByRole('button', { name: 'Buy ECO' })).toBeNull();
    down.delete(11155111);
    await screen.findByRole('button', { name: 'Buy ECO' });
  });
});
