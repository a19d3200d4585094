import { render, screen } from '@testing-library/react';
import { parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { judgeEthUsd, type EthUsdPrice } from '@/lib/wallet/eth-usd';
import type { FeeEstimate } from '@/lib/wallet/use-fee-estimate';
import { EthUsdSourceNote, TransactionCostSummary } from './cost-summary';

/** $3,000 per ETH (8 decimals), answered `age` seconds before the block it was read in. */
const priceAged = (age: number, mock = false): EthUsdPrice =>
  judgeEthUsd(
    {
      roundId: 2n,
      answer: 300_000_000_000n,
      updatedAt: 1_000_000n,
      answeredInRound: 2n,
      decimals: 8,
      chainTime: 1_000_000n + BigInt(age),
    },
    { heartbeatSeconds: 3600, mock },
  );

// 100,000 gas at 10 gwei: 0.001 ETH.
const estimated: FeeEstimate = {
  status: 'done',
  gas: 100_000n,
  feePerGas: 10_000_000_000n,
  fee: parseEther('0.001'),
};

/** The text of the figure labelled `term`. */
const figure = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** The summary with its note, as the forms show them. */
function renderSummary(ethUsd: EthUsdPrice | undefined, fee: FeeEstimate = estimated) {
  return render(
    <>
      <TransactionCostSummary
        price={{ wei: parseEther('0.00004'), per: 'ECO' }}
        cost={parseEther('0.4')}
        fee={fee}
        ethUsd={ethUsd}
      />
      <EthUsdSourceNote ethUsd={ethUsd} />
    </>,
  );
}

describe('TransactionCostSummary', () => {
  it('with a fresh price: price, cost, fee and total in ETH and approximate USD, with the age', () => {
    renderSummary(priceAged(180));
    expect(figure('Price')).toBe('0.00004 ETH / ECO (≈ $0.12)');
    expect(figure('Cost')).toBe('0.40 ETH (≈ $1,200.00)');
    expect(figure('Network fee (estimate)')).toBe('at most 0.001 ETH (≈ $3.00)');
    expect(figure('Total')).toBe('at most 0.401 ETH (≈ $1,203.00)');
    screen.getByText(
      'USD figures are approximate, from the Chainlink ETH/USD price feed; its last answer is 3 minutes old.',
    );
  });

  it('with a stale price: no USD anywhere, and why', () => {
    const { container } = renderSummary(priceAged(3 * 3600));
    expect(container.textContent).not.toContain('$');
    expect(figure('Cost')).toBe('0.40 ETH');
    expect(figure('Total')).toBe('at most 0.401 ETH');
    screen.getByText(
      "USD hidden: the Chainlink ETH/USD price feed's last answer is 3 hours old, older than its heartbeat of 1 hour.",
    );
  });

  it('on a chain without a feed: ETH alone and no note', () => {
    const { container } = renderSummary(undefined);
    expect(container.textContent).not.toContain('$');
    expect(container.textContent).not.toContain('USD');
    expect(figure('Price')).toBe('0.00004 ETH / ECO');
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });

  it('names the local mock feed as such', () => {
    renderSummary(priceAged(30, true));
    screen.getByText(/local mock price feed \(a sample price, not the market’s\)/);
    expect(figure('Cost')).toBe('0.40 ETH (≈ $1,200.00)');
  });

  it('while the fee is estimated or when it cannot be, the total says the fee comes on top', () => {
    const { rerender } = renderSummary(priceAged(30), { status: 'estimating' });
    expect(figure('Network fee (estimate)')).toBe('Estimating…');
    expect(figure('Total')).toBe('0.40 ETH + network fee');
    rerender(
      <TransactionCostSummary
        cost={parseEther('0.5')}
        costLabel="Donation"
        fee={{ status: 'failed' }}
        ethUsd={priceAged(30)}
      />,
    );
    expect(screen.queryByText('Price', { selector: 'dt' })).toBeNull();
    expect(figure('Donation')).toBe('0.50 ETH (≈ $1,500.00)');
    expect(figure('Network fee (estimate)')).toBe(
      'not estimated; your wallet shows it before you sign',
    );
    expect(figure('Total')).toBe('0.50 ETH + network fee');
  });
});
