import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

describe('Accordion', () => {
  it('toggles each panel from its button and exposes the state', async () => {
    render(
      <Accordion
        defaultOpenId={1}
        items={[
          { id: 1, title: 'First', content: 'One' },
          { id: 2, title: 'Second', content: 'Two' },
        ]}
      />,
    );
    const first = screen.getByRole('button', { name: 'First' });
    const second = screen.getByRole('button', { name: 'Second' });
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('region', { name: 'First' }).textContent).toBe('One');
    expect(screen.queryByRole('region', { name: 'Second' })).toBeNull();

    await userEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Second' }).textContent).toBe('Two');

    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'First' })).toBeNull();
  });
});
