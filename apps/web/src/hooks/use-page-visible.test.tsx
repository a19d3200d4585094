import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageVisible } from './use-page-visible';

// jsdom's document is always visible: the test stands in for the browser switching tabs.
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('usePageVisible', () => {
  afterEach(() => {
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it('follows the tab being hidden and shown again', () => {
    const { result } = renderHook(() => usePageVisible());
    expect(result.current).toBe(true);
    act(() => setVisibility('hidden'));
    expect(result.current).toBe(false);
    act(() => setVisibility('visible'));
    expect(result.current).toBe(true);
  });

  it('starts hidden in a tab opened in the background', () => {
    setVisibility('hidden');
    const { result } = renderHook(() => usePageVisible());
    expect(result.current).toBe(false);
  });
});
