import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReferralNote } from './referral-note';

const referrer = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ECO = 10n ** 18n;

describe('ReferralNote', () => {
  it("says what the referral does in the buyer's terms, with the reward of the amount typed", () => {
    const { container } = render(
      <ReferralNote referrer={referrer} rewardBps={400n} amount={250n * ECO} />,
    );
    expect(container.textContent).toBe(
      'Referred by 0x7099…79C8: they receive 4% of the ECO you buy (10 ECO) as a reward from the ' +
        'sale once your purchase is final, after its withdrawal period, and nothing if you ' +
        'withdraw it. You pay the same price and receive all the ECO you buy; the reward counts ' +
        'against your cap per wallet.',
    );
    expect(container.querySelector('[title]')?.getAttribute('title')).toBe(referrer);
  });

  it('names the rate alone before an amount is typed, and a rate the owner set in basis points', () => {
    const { container } = render(<ReferralNote referrer={referrer} rewardBps={250n} amount={0n} />);
    expect(container.textContent).toContain('they receive 2.5% of the ECO you buy as a reward');
    expect(container.textContent).not.toContain('(0 ECO)');
  });
});
