import { describe, expect, it } from 'vitest';
import { notReceiptTexts, otherTransactionText } from './receipt-figures';

// What a transaction that is no receipt is, and why, from the facts @eco/contracts/receipt finds
// (receipt-page.test.tsx shows a plain transfer's on the chain; these are the rarer cases).

const eco = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const fake = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

describe('a transaction that is no receipt', () => {
  it('says what it is', () => {
    expect(otherTransactionText({ kind: 'deployment' })).toBe(
      'This transaction is a contract deployment. It is neither an ECO purchase nor a donation, so there is no receipt for it.',
    );
    expect(otherTransactionText({ kind: 'call', to: fake })).toBe(
      `This transaction is a call to ${fake}. It is neither an ECO purchase nor a donation, so there is no receipt for it.`,
    );
  });

  it('says why, and names each look-alike event as proving nothing', () => {
    expect(
      notReceiptTexts({
        notReceipt: [{ kind: 'no-purchase', eco }],
        impostors: [
          { address: fake, eventName: 'TokensPurchased' },
          { address: fake, eventName: 'Donated' },
        ],
      }),
    ).toEqual([
      `It is not an ECO purchase: ECO’s contract (${eco}) recorded no purchase in it.`,
      'It carries a TokensPurchased event from 0x5FbD…0aa3, which is not ECO’s contract: anyone can emit such an event, so it proves nothing.',
      'It carries a Donated event from 0x5FbD…0aa3, which is not the donations contract: anyone can emit such an event, so it proves nothing.',
    ]);
    expect(
      notReceiptTexts({ notReceipt: [{ kind: 'not-deployed', chainId: 31337 }], impostors: [] }),
    ).toEqual(['ECO is not deployed on chain 31337, so nothing there is an ECO purchase.']);
    expect(
      notReceiptTexts({
        notReceipt: [{ kind: 'several', purchases: 2, returns: 0, donations: 1 }],
        impostors: [],
      }),
    ).toEqual([
      'It records more than one purchase, return or donation (ECO purchases: 2; withdrawals and refunds: 0; donations: 1); a receipt covers a transaction with exactly one.',
    ]);
  });
});
