import { render, screen } from '@testing-library/react';
import { Trans } from '@lingui/react/macro';
import { describe, expect, it } from 'vitest';

describe('Trans', () => {
  it('renders a sentence with its markup, without a provider', () => {
    const name = 'ECO';
    render(
      <p>
        <Trans>
          Read <a href="/terms">the terms of {name}</a> first.
        </Trans>
      </p>,
    );
    expect(screen.getByRole('link', { name: 'the terms of ECO' }).getAttribute('href')).toBe(
      '/terms',
    );
    expect(screen.getByText(/first\./).textContent).toBe('Read the terms of ECO first.');
  });

  it("shows a value's text exactly as typed, never as the sentence's markup", () => {
    const memo = 'see <0>this</0> and <b>bold</b> </0>';
    render(
      <p data-testid="memo">
        <Trans>
          Memo: <a href="/terms">{memo}</a>.
        </Trans>
      </p>,
    );
    expect(screen.getByTestId('memo').textContent).toBe(`Memo: ${memo}.`);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link').textContent).toBe(memo);
  });
});
