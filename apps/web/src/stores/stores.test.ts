import { afterEach, describe, expect, it } from 'vitest';
import { MAX_ALERTS, useAlertStore } from './alert';
import {
  AFFILIATE_TOKEN_KEY,
  captureAffiliateToken,
  createAffiliateTokenStore,
} from './affiliate-token';
import { useLoadingStore } from './loading';
import { useMenuStore } from './menu';

describe('alert', () => {
  afterEach(() => useAlertStore.getState().close());
  const alerts = () => useAlertStore.getState().alerts;

  it('starts with none', () => {
    expect(alerts()).toEqual([]);
  });

  it('opening shows every field, closing removes it', () => {
    useAlertStore.getState().open({ color: 'red', title: 'Failed', message: 'No funds' });
    expect(alerts()).toMatchObject([
      { color: 'red', title: 'Failed', message: 'No funds', key: 'general' },
    ]);
    useAlertStore.getState().close(alerts()[0]?.id);
    expect(alerts()).toEqual([]);
  });

  it('an alert without a key replaces the last one without a key, link included', () => {
    const link = { href: 'https://etherscan.io/tx/0x12', label: 'View transaction' };
    useAlertStore.getState().open({ title: 'Done', message: 'Bought', link });
    expect(alerts()[0]?.link).toEqual(link);
    useAlertStore.getState().open({ title: 'Note', message: 'Hello' });
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]).toMatchObject({ title: 'Note', link: undefined });
  });

  it('alerts with their own keys stack, newest last, at most MAX_ALERTS', () => {
    useAlertStore.getState().open({ title: 'Page', message: 'Saved' });
    useAlertStore.getState().open({ key: 'tx:1', title: 'One', message: 'Confirmed' });
    useAlertStore.getState().open({ key: 'tx:2', title: 'Two', message: 'Confirmed' });
    expect(alerts().map((a) => a.title)).toEqual(['Page', 'One', 'Two']);
    // The same key takes the old one's place, at the end.
    useAlertStore.getState().open({ key: 'tx:1', title: 'One again', message: 'Replaced' });
    expect(alerts().map((a) => a.title)).toEqual(['Page', 'Two', 'One again']);
    useAlertStore.getState().open({ key: 'tx:3', title: 'Three', message: 'Confirmed' });
    expect(alerts()).toHaveLength(MAX_ALERTS);
    expect(alerts().map((a) => a.title)).toEqual(['Two', 'One again', 'Three']);
    // Closing one leaves the others; closing without an id clears them all.
    useAlertStore.getState().close(alerts()[1]?.id);
    expect(alerts().map((a) => a.title)).toEqual(['Two', 'Three']);
    useAlertStore.getState().close();
    expect(alerts()).toEqual([]);
  });

  it('defaults the color to blue', () => {
    useAlertStore.getState().open({ title: 'Note', message: 'Hello' });
    expect(alerts()[0]).toMatchObject({ color: 'blue' });
    useAlertStore.getState().open({ color: 'green', title: 'Done', message: 'Bought' });
    expect(alerts()[0]).toMatchObject({ color: 'green', title: 'Done' });
  });
});

describe('loading and menu', () => {
  it('toggles the loading overlay', () => {
    useLoadingStore.getState().setLoading(true);
    expect(useLoadingStore.getState().isLoading).toBe(true);
    useLoadingStore.getState().setLoading(false);
    expect(useLoadingStore.getState().isLoading).toBe(false);
  });

  it('opens and closes the menu', () => {
    const menu = useMenuStore.getState();
    expect(useMenuStore.getState().opened).toBe(false);
    menu.open();
    expect(useMenuStore.getState().opened).toBe(true);
    menu.close();
    expect(useMenuStore.getState().opened).toBe(false);
  });
});

describe('affiliate token', () => {
  it('is empty when nothing is stored', () => {
    expect(createAffiliateTokenStore().getState().affiliateToken).toBe('');
  });

  it('reads the stored token once, at creation', () => {
    localStorage.setItem(AFFILIATE_TOKEN_KEY, 'first');
    const store = createAffiliateTokenStore();
    localStorage.setItem(AFFILIATE_TOKEN_KEY, 'changed later');
    expect(store.getState().affiliateToken).toBe('first');
  });

  it('stores a set token and clears it on removal', () => {
    const store = createAffiliateTokenStore();
    store.getState().setAffiliateToken('ref-42');
    expect(store.getState().affiliateToken).toBe('ref-42');
    expect(localStorage.getItem(AFFILIATE_TOKEN_KEY)).toBe('ref-42');
    store.getState().removeAffiliateToken();
    expect(store.getState().affiliateToken).toBe('');
    expect(localStorage.getItem(AFFILIATE_TOKEN_KEY)).toBeNull();
  });

  it('ignores a blank token', () => {
    const store = createAffiliateTokenStore();
    store.getState().setAffiliateToken('   ');
    expect(store.getState().affiliateToken).toBe('');
    expect(localStorage.getItem(AFFILIATE_TOKEN_KEY)).toBeNull();
  });

  it('captures the URL parameter and returns the address without it', () => {
    const store = createAffiliateTokenStore();
    const cleaned = captureAffiliateToken(
      new URL('https://eco.example/learn?affiliate-token=abc&x=1#top'),
      store,
    );
    expect(store.getState().affiliateToken).toBe('abc');
    expect(localStorage.getItem(AFFILIATE_TOKEN_KEY)).toBe('abc');
    expect(cleaned?.toString()).toBe('https://eco.example/learn?x=1#top');
  });

  it('leaves the address alone without the parameter', () => {
    const store = createAffiliateTokenStore();
    expect(captureAffiliateToken(new URL('https://eco.example/?ref=abc'), store)).toBeNull();
    expect(store.getState().affiliateToken).toBe('');
  });
});
