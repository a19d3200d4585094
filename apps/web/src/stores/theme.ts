import { useSyncExternalStore } from 'react';
import { DARK_QUERY, THEME_KEY, type Theme } from '@/config/theme';
import { readStored, writeStored } from '@/lib/storage';

/**
 * The colour theme, kept on <html> as the `dark` class: set before the first paint by the page's
 * head script (config/theme.ts), changed here. The site follows the system's setting until the
 * visitor chooses otherwise; a choice is remembered only while it differs from the system's, so
 * choosing the system's theme again follows the system again.
 */

const listeners = new Set<() => void>();

const systemTheme = (): Theme =>
  typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light';

function storedTheme(): Theme | undefined {
  const stored = readStored(THEME_KEY);
  return stored === 'dark' || stored === 'light' ? stored : undefined;
}

/** The theme on screen. */
export const currentTheme = (): Theme =>
  document.documentElement.classList.contains('dark') ? 'dark' : 'light';

function show(theme: Theme) {
  if (theme === currentTheme()) return;
  document.documentElement.classList.toggle('dark', theme === 'dark');
  for (const listener of listeners) listener();
}

/** Shows `theme` and remembers it, unless it is the system's (then the system decides again). */
export function setTheme(theme: Theme): void {
  writeStored(THEME_KEY, theme === systemTheme() ? null : theme);
  show(theme);
}

/**
 * Calls `listener` when the theme changes: chosen here or in another tab, or the system's setting
 * changed while no choice is remembered. Returns the unsubscribe.
 */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  const follow = () => show(storedTheme() ?? systemTheme());
  const system = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_KEY || event.key === null) follow();
  };
  system?.addEventListener('change', follow);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    system?.removeEventListener('change', follow);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The theme on screen; undefined while a prerendered page hydrates, which was rendered without
 * knowing it.
 */
export const useTheme = (): Theme | undefined =>
  useSyncExternalStore(subscribeTheme, currentTheme, () => undefined);
