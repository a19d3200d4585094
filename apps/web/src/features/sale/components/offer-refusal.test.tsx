import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfferAnswer } from '@eco/contracts/offer';
import { sourceLocale } from '@/config/locales';
import { activateLocale } from '@/lib/i18n';
import { inLanguage } from '@/testing/catalogues';
import { OfferRefusal } from './offer-refusal';

const excluded: OfferAnswer = {
  kind: 'excluded',
  reason: 'securities law: not offered to US persons',
  reasonIn: { de: 'Wertpapierrecht: kein Angebot an US-Personen' },
};

/** The page's language, with the Buy dialog's catalogue, which holds the refusal's words. */
const buyDialogIn = (code: string) =>
  inLanguage(code, 'features/sale/components/buy-tokens-dialog');

afterEach(() => activateLocale(sourceLocale));

describe("the offer's refusal", () => {
  it('names the country and the reason, in English as the API words it', () => {
    const { container } = render(<OfferRefusal answer={excluded} country="US" />);
    expect(container.textContent).toBe(
      'United States: ECO is not offered to residents of this country. The reason: securities law: not offered to US persons.',
    );
    expect(container.querySelector('[lang]')).toBeNull();
  });

  it("gives the team's translation of the reason on a page in its language", async () => {
    await buyDialogIn('de');
    const { container } = render(<OfferRefusal answer={excluded} country="US" />);
    // The country in German (Intl's), the sentence from the catalogue, the reason the team's.
    expect(container.textContent).toBe(
      'Vereinigte Staaten: ECO wird Personen mit Wohnsitz in diesem Land nicht angeboten. Der Grund: Wertpapierrecht: kein Angebot an US-Personen.',
    );
    expect(container.querySelector('[lang]')).toBeNull();
  });

  it('marks the English reason as English where the team gave no translation', async () => {
    await buyDialogIn('fr');
    const { container } = render(<OfferRefusal answer={excluded} country="US" />);
    const english = container.querySelector('[lang="en"]');
    expect(english?.textContent).toBe('securities law: not offered to US persons');
  });

  it('says nothing where the country is offered or not declared yet', () => {
    expect(
      render(<OfferRefusal answer={{ kind: 'offered' }} country="DE" />).container.textContent,
    ).toBe('');
    expect(
      render(<OfferRefusal answer={excluded} country={undefined} />).container.textContent,
    ).toBe('');
  });
});
