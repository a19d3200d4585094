import { describe, expect, it } from 'vitest';
import { transactionAlert } from './settled-alert';

const hash = `0x${'5e'.repeat(32)}` as const;

describe('transactionAlert', () => {
  it('names the transaction by its short hash and links its explorer page', () => {
    const alert = transactionAlert({
      color: 'green',
      title: 'Purchase confirmed',
      message: '250 ECO arrived in your wallet.',
      hash,
      chainId: 1,
    });
    expect(alert).toEqual({
      key: `tx:${hash}`,
      color: 'green',
      title: 'Purchase confirmed',
      message: '250 ECO arrived in your wallet. Transaction 0x5e5e…5e5e.',
      link: { href: `https://etherscan.io/tx/${hash}`, label: 'View transaction' },
    });
    expect(alert.message).not.toContain(hash);
  });

  it('has no link on a chain without an explorer, and no transaction when there is none', () => {
    expect(
      transactionAlert({
        color: 'red',
        title: 'Failed',
        message: 'Nothing sent.',
        hash,
        chainId: 31337,
      }).link,
    ).toBeUndefined();
    expect(
      transactionAlert({
        color: 'red',
        title: 'Failed',
        message: 'Nothing sent.',
        hash: undefined,
        chainId: 1,
      }),
    ).toEqual({ color: 'red', title: 'Failed', message: 'Nothing sent.' });
  });
});
