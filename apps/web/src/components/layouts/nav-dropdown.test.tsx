import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { menu } from '@/config/menu';
import { NavDropdown } from './nav-dropdown';

const about = menu.find((item) => item.children.length > 0)!;

function renderDropdown() {
  render(
    <MemoryRouter>
      <ul>
        <NavDropdown item={about} />
      </ul>
    </MemoryRouter>,
  );
  const button = screen.getByRole('button', { name: i18n._(about.label) });
  const links = () => Array.from(document.querySelectorAll('[data-dropdown-link]'));
  return { button, links };
}

// The focus moves as the key is handled, not a frame later: a key pressed right after (a fast
// typist, or a browser busy for a frame) otherwise reaches the button instead of the list.
describe('NavDropdown', () => {
  it('opens with Enter or Space (a click with no pointer) with the first entry focused at once', () => {
    const { button, links } = renderDropdown();
    button.focus();
    fireEvent.click(button, { detail: 0 });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(links()[0]);
  });

  it('opens with ArrowDown on the first entry and ArrowUp on the last, at once', () => {
    const { button, links } = renderDropdown();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(links().at(-1));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links()[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links()[1]);
  });
});
