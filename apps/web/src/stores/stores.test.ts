import { afterEach, describe, expect, it } from 'vitest';
import { alertDefaults, useAlertStore } from './alert';
import {
  AFFILIATE_TOKEN_KEY,
  captureAffiliateToken,
  createAffiliateTokenStore,
} from './affiliate-token';
import { useLoadingStore } from './loading';
import { useMenuStore } from './menu';

describe('alert', () => {
  afterEach(() => useAlertStore.getState().close());

  it('is closed and blue by default', () => {
    expect(useAlertStore.getState()).toMatchObject({
      isOpened: false,
      color: 'blue',
      title: '',
      message: '',
      icon: 'info',
    });
  });

  it('opening sets every field, closing resets them to the defaults', () => {
    useAlertStore
      .getState()
      .open({ color: 'red', title: 'Failed', message: 'No funds', icon: 'warning' });
    expect(useAlertStore.getState()).toMatchObject({
      isOpened: true,
      color: 'red',
      title: 'Failed',
      message: 'No funds',
      icon: 'warning',
    });
    useAlertStore.getState().close();
    expect(useAlertStore.getState()).toMatchObject(alertDefaults);
  });

  it('carries an optional link, dropped by the next alert without one and by closing', () => {
    const link = { href: 'https://etherscan.io/tx/0x12', label: 'View transaction' };
    useAlertStore.getState().open({ title: 'Done', message: 'Bought', link });
    expect(useAlertStore.getState().link).toEqual(link);
    useAlertStore.getState().open({ title: 'Note', message: 'Hello' });
    expect(useAlertStore.getState().link).toBeUndefined();
    useAlertStore.getState().open({ title: 'Done', message: 'Bought', link });
    useAlertStore.getState().close();
    expect(useAlertStore.getState().link).toBeUndefined();
  });

  it('defaults the color to blue and derives the icon from the color', () => {
    useAlertStore.getState().open({ title: 'Note', message: 'Hello' });
    expect(useAlertStore.getState()).toMatchObject({ color: 'blue', icon: 'info' });
    useAlertStore.getState().open({ color: 'green', title: 'Done', message: 'Bought' });
    expect(useAlertStore.getState()).toMatchObject({
      color: 'green',
      icon: 'success',
      title: 'Done',
    });
  });
});

describe('loading and menu', () => {
  it('toggles the loading overlay', () => {
    useLoadingStore.getState().setLoading(true);
    expect(useLoadingStore.getState().isLoading).toBe(true);
    useLoadingStore.getState().setLoading(false);
    expect(useLoadingStore.getState().isLoading).toBe(false);
  });

  it('opens, closes and toggles the menu', () => {
    const menu = useMenuStore.getState();
    expect(useMenuStore.getState().opened).toBe(false);
    menu.open();
    expect(useMenuStore.getState().opened).toBe(true);
    menu.close();
    expect(useMenuStore.getState().opened).toBe(false);
    menu.toggle();
    expect(useMenuStore.getState().opened).toBe(true);
    menu.toggle();
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
