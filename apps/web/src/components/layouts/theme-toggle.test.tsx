import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_KEY } from '@/config/theme';
import { ThemeToggle } from './theme-toggle';

const html = document.documentElement;
afterEach(() => html.classList.remove('dark'));

// jsdom has no matchMedia: the system's setting reads as light, as in a browser without it.
describe('ThemeToggle', () => {
  it('is a toggle button named "Dark theme", pressed while the page is dark', () => {
    render(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(html.classList.contains('dark')).toBe(true);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    fireEvent.click(toggle);
    expect(html.classList.contains('dark')).toBe(false);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
  });

  it('shows a theme changed elsewhere (the drawer’s toggle, another tab)', () => {
    render(
      <>
        <ThemeToggle />
        <ThemeToggle label />
      </>,
    );
    const [header, drawer] = screen.getAllByRole('button', { name: 'Dark theme' });
    fireEvent.click(drawer!);
    expect(header!.getAttribute('aria-pressed')).toBe('true');
    localStorage.removeItem(THEME_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: null }));
    });
    expect(header!.getAttribute('aria-pressed')).toBe('false');
    expect(drawer!.getAttribute('aria-pressed')).toBe('false');
  });

  it('names itself in text beside the icon with `label`, for screen readers only without', () => {
    render(<ThemeToggle label />);
    expect(screen.getByText('Dark theme').className).not.toContain('sr-only');
  });
});
