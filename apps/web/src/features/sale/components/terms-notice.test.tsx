import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TermsNotice } from './terms-notice';

const noop = () => {};

describe('TermsNotice', () => {
  it('refuses at once on a chain whose offer profile is undecided: no country is asked, no terms to accept', () => {
    render(
      <TermsNotice
        changed={false}
        country={undefined}
        answer={{ kind: 'undecided' }}
        onCountry={noop}
        checked={false}
        onChange={noop}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Who may buy ECO on this network is not decided yet, so no purchase can be made here. ' +
        'Nothing can be bought here, and nothing was sent to your wallet.',
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('asks for the country first where the profile is decided', () => {
    render(
      <TermsNotice
        changed={false}
        country={undefined}
        answer={undefined}
        onCountry={noop}
        checked={false}
        onChange={noop}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Country of residence' })).toHaveProperty(
      'value',
      '',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
