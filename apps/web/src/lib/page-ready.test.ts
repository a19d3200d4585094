import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenPageReady } from './page-ready';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  // Lets the MutationObserver callback and the promise's reactions run.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('whenPageReady', () => {
  afterEach(() => {
    delete document.documentElement.dataset.pageReady;
    vi.useRealTimers();
  });

  it('waits for <html data-page-ready>', async () => {
    const ready = whenPageReady();
    expect(await settled(ready)).toBe(false);
    document.documentElement.dataset.pageReady = '120';
    expect(await settled(ready)).toBe(true);
  });

  it('resolves at once when the page is already live', async () => {
    document.documentElement.dataset.pageReady = '80';
    expect(await settled(whenPageReady())).toBe(true);
  });

  it('resolves after the fallback time when the page never gets live', async () => {
    vi.useFakeTimers();
    let done = false;
    void whenPageReady(1_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
