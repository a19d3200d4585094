import { act, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CheckCircle2, Info, TriangleAlert, XCircle } from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAlertStore, type AlertColor } from '@/stores/alert';
import AlertList from './alert-list';

// The icon follows the alert's colour (the store kept an icon per alert before; this is the rule
// its test held): an error is a crossed circle, a success a ticked one.
const expected: Record<AlertColor, typeof Info> = {
  blue: Info,
  green: CheckCircle2,
  red: XCircle,
  yellow: TriangleAlert,
};

describe('AlertList', () => {
  afterEach(() => useAlertStore.getState().close());

  it.each(Object.entries(expected))('draws a %s alert with its colour’s icon', (color, Icon) => {
    render(<AlertList />);
    act(() =>
      useAlertStore
        .getState()
        .open({ color: color as AlertColor, title: 'Note', message: 'Read this' }),
    );
    const icon = screen.getByRole('alert').querySelector('svg');
    expect(icon?.outerHTML).toBe(
      renderToStaticMarkup(<Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />),
    );
  });
});
