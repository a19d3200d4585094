import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const items = [
  { key: 'a', label: 'Alpha' },
  { key: 'b', label: 'Beta' },
  { key: 'c', label: 'Gamma' },
] as const;

function Example() {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
  return (
    <>
      <button type="button">Before</button>
      <Tabs label="Letters" items={items} selected={selected} onSelect={setSelected}>
        Panel {selected}
      </Tabs>
    </>
  );
}

const selectedTab = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('Tabs', () => {
  it('selects by click and labels the panel with the selected tab', async () => {
    render(<Example />);
    screen.getByRole('tablist', { name: 'Letters' });
    await userEvent.click(screen.getByRole('tab', { name: 'Beta' }));
    expect(selectedTab()?.textContent).toBe('Beta');
    expect(screen.getByRole('tabpanel', { name: 'Beta' }).textContent).toBe('Panel b');
  });

  it('is one Tab stop; arrow keys, Home and End move the selection and the focus', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Alpha');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Beta');
    expect(selectedTab()?.textContent).toBe('Beta');
    await userEvent.keyboard('{End}');
    expect(selectedTab()?.textContent).toBe('Gamma');
    await userEvent.keyboard('{ArrowRight}');
    expect(selectedTab()?.textContent).toBe('Alpha');
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('Gamma');
    await userEvent.keyboard('{Home}');
    expect(selectedTab()?.textContent).toBe('Alpha');
    // Tab leaves the tab list for the panel's content, not the next tab.
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });
});
