import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DARK_QUERY, THEME_KEY, THEME_SCRIPT } from '@/config/theme';
import { currentTheme, setTheme, subscribeTheme } from './theme';

/** The system's setting, as matchMedia reports it; `set` changes it as the system would. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return dark;
    },
    addEventListener: (_: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_: 'change', listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      expect(query).toBe(DARK_QUERY);
      return list;
    }),
  );
  return {
    set(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

const html = document.documentElement;
/** Runs the page's head script, as the browser does before it parses the body. */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the text the pages run inline
const runHeadScript = () => new Function(THEME_SCRIPT)();

beforeEach(() => html.classList.remove('dark'));
afterEach(() => {
  html.classList.remove('dark');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the head script', () => {
  it.each([
    { system: false, stored: null, dark: false },
    { system: true, stored: null, dark: true },
    { system: false, stored: 'dark', dark: true },
    { system: true, stored: 'light', dark: false },
    // Anything else stored is no choice: the system decides.
    { system: true, stored: 'purple', dark: true },
    { system: false, stored: 'purple', dark: false },
  ])('system dark $system, stored $stored: dark $dark', ({ system, stored, dark }) => {
    fakeSystem(system);
    if (stored) localStorage.setItem(THEME_KEY, stored);
    runHeadScript();
    expect(html.classList.contains('dark')).toBe(dark);
  });

  it('leaves the page light, without an error, where storage or matchMedia is missing', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(runHeadScript).not.toThrow();
    expect(html.classList.contains('dark')).toBe(false);
    vi.restoreAllMocks();
    vi.stubGlobal('matchMedia', undefined);
    expect(runHeadScript).not.toThrow();
    expect(html.classList.contains('dark')).toBe(false);
  });
});

describe('the theme store', () => {
  it('remembers a choice that differs from the system, and forgets the system’s own', () => {
    fakeSystem(false);
    setTheme('dark');
    expect(currentTheme()).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    setTheme('light');
    expect(currentTheme()).toBe('light');
    expect(localStorage.getItem(THEME_KEY)).toBeNull();

    html.classList.remove('dark');
    fakeSystem(true);
    setTheme('light');
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    setTheme('dark');
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
    expect(currentTheme()).toBe('dark');
  });

  it('follows the system while no choice is remembered, and keeps a remembered one', () => {
    const system = fakeSystem(false);
    const listener = vi.fn();
    const unsubscribe = subscribeTheme(listener);
    system.set(true);
    expect(currentTheme()).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    system.set(false);
    expect(currentTheme()).toBe('light');
    expect(listener).toHaveBeenCalledTimes(2);

    setTheme('dark');
    expect(listener).toHaveBeenCalledTimes(3);
    system.set(true);
    system.set(false);
    expect(currentTheme()).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    expect(system.listeners.size).toBe(0);
  });

  it('takes a choice made in another tab', () => {
    fakeSystem(false);
    const listener = vi.fn();
    const unsubscribe = subscribeTheme(listener);
    localStorage.setItem(THEME_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: 'dark' }));
    expect(currentTheme()).toBe('dark');
    localStorage.removeItem(THEME_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: null }));
    expect(currentTheme()).toBe('light');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
