import { describe, expect, it } from 'vitest';
import { historyLag, historyRefetchInterval } from './indexer';

describe('the indexer’s lag', () => {
  it('reads again when a block is missing, and says it is catching up past two', () => {
    const at = (number: number) => ({ number, timestamp: 0 });
    expect(historyLag(at(100), 100n)).toEqual({ behind: false, catchingUp: false });
    expect(historyLag(at(99), 100n)).toEqual({ behind: true, catchingUp: false });
    expect(historyLag(at(98), 100n)).toEqual({ behind: true, catchingUp: false });
    expect(historyLag(at(97), 100n)).toEqual({ behind: true, catchingUp: true });
    // An indexer ahead of the RPC the page asked (another provider): not behind.
    expect(historyLag(at(105), 100n)).toEqual({ behind: false, catchingUp: false });
  });

  it('reads a history again only while it is behind or could not be read', () => {
    expect(historyRefetchInterval({ state: { status: 'error' } })).toBe(3_000);
    expect(
      historyRefetchInterval({ state: { status: 'success', data: { catchingUp: true } } }),
    ).toBe(3_000);
    expect(
      historyRefetchInterval({ state: { status: 'success', data: { catchingUp: false } } }),
    ).toBe(false);
    expect(
      historyRefetchInterval({
        state: { status: 'success', data: { behind: true, catchingUp: false } },
      }),
    ).toBe(1_000);
    expect(historyRefetchInterval({ state: { status: 'pending' } })).toBe(false);
  });
});
