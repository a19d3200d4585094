import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SALE_TERMS_KEY, rememberAcceptance } from './terms-acceptance';
import { useTermsStatus } from './use-terms-status';

// Sepolia's example profile offers ECO in Germany; mainnet's is undecided, so offers it nowhere.
const SEPOLIA = 11155111;
const MAINNET = 1;

const render = (chainId: number) =>
  renderHook((props: { chainId: number }) => useTermsStatus(props.chainId), {
    initialProps: { chainId },
  });

describe('useTermsStatus', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it("follows the wallet's network: an acceptance counts only where its country is offered", () => {
    rememberAcceptance('DE');
    const hook = render(SEPOLIA);
    expect(hook.result.current.status).toBe('accepted');
    hook.rerender({ chainId: MAINNET });
    expect(hook.result.current.status).toBe('changed');
    hook.rerender({ chainId: SEPOLIA });
    expect(hook.result.current.status).toBe('accepted');
  });

  it('counts an acceptance made here on its own network only, even where storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('storage disabled', 'SecurityError');
    });
    const hook = render(SEPOLIA);
    expect(hook.result.current.status).toBe('new');
    let recorded;
    act(() => {
      recorded = hook.result.current.accept('DE');
    });
    expect(recorded).toMatchObject({ country: 'DE' });
    expect(window.localStorage.getItem(SALE_TERMS_KEY)).toBeNull();
    expect(hook.result.current.status).toBe('accepted');
    hook.rerender({ chainId: MAINNET });
    expect(hook.result.current.status).toBe('new');
    hook.rerender({ chainId: SEPOLIA });
    expect(hook.result.current.status).toBe('accepted');
  });
});
