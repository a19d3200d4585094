import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import type { OfferAnswer } from '@eco/contracts/offer';
import { countriesByName, isCountryCode, type CountryCode } from '@eco/shared/countries';
import { ExternalLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { AccountRecord } from '../api/record-acceptance';
import { isRefused, OfferRefusal } from './offer-refusal';

/** A link in a new tab, so the purchase in progress stays as it is. */
function LegalLink({ href, children }: { href: string; children: string }) {
  return (
    <ExternalLink href={href} className="font-semibold underline">
      {children}
    </ExternalLink>
  );
}

/**
 * Asked before the first purchase and again whenever what was accepted changed: the country of
 * residence the buyer declares (checked against the offer profile: a country the offer does not
 * take ends the flow here, with the reason), and the terms of the sale, the risk disclosure and
 * the white paper.
 */
export function TermsNotice({
  changed,
  country,
  answer,
  onCountry,
  checked,
  onChange,
}: {
  changed: boolean;
  country: CountryCode | undefined;
  /** The offer profile's answer for `country`; undecided whatever the country, where it is. */
  answer: OfferAnswer | undefined;
  onCountry: (country: CountryCode | undefined) => void;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const countryId = useId();
  const countryHelpId = useId();
  const readId = useId();
  const countries = useMemo(countriesByName, []);
  // Undecided refuses everyone, so the country is not asked: an answer could change nothing.
  const undecided = answer?.kind === 'undecided';
  const refused = isRefused(answer, country);
  return (
    <div className="space-y-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">
        {changed
          ? t`The terms of the sale, the risk disclosure, the white paper or the countries ECO is offered in changed since you accepted them.`
          : t`Before your first purchase`}
      </p>
      {undecided ? null : (
        <div>
          <label htmlFor={countryId} className="block font-medium">
            {t`Country of residence`}
          </label>
          <select
            id={countryId}
            aria-describedby={countryHelpId}
            value={country ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              onCountry(isCountryCode(value) ? value : undefined);
            }}
            className="mt-1 w-full rounded-xl border border-amber-300 bg-white px-3 py-2 text-slate-900"
          >
            <option value="">{t`Choose the country you live in`}</option>
            {countries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          <p id={countryHelpId} className="mt-1">
            <Trans>
              ECO is offered to residents of some countries only:{' '}
              <LegalLink href={paths.saleEligibility}>who may buy</LegalLink>.
            </Trans>{' '}
            {t`This is your own statement; the site does not check it.`}
          </p>
        </div>
      )}
      {refused ? (
        <p role="alert" className="rounded-xl border border-red-300 bg-white p-3 text-red-800">
          <strong className="font-semibold">
            <OfferRefusal answer={answer} country={country} />
          </strong>{' '}
          {t`Nothing can be bought here, and nothing was sent to your wallet.`}
        </p>
      ) : (
        <>
          <p>
            {t`Crypto-assets are volatile and may lose all their value. ECO is not an investment product and nothing here is financial advice. Only spend what you can afford to lose.`}
          </p>
          <p id={readId}>
            <Trans>
              Read the <LegalLink href={paths.terms}>terms of the sale</LegalLink>, the{' '}
              <LegalLink href={paths.risks}>risk disclosure</LegalLink> and the{' '}
              <LegalLink href={paths.whitePaper}>white paper</LegalLink>.
            </Trans>
          </p>
          <label htmlFor={id} className="flex items-start gap-2 font-medium">
            <input
              id={id}
              type="checkbox"
              aria-describedby={readId}
              checked={checked}
              onChange={(event) => onChange(event.target.checked)}
              className="mt-1 size-4 accent-brand-700"
            />
            {t`I understand the risks and accept the terms of the sale.`}
          </label>
        </>
      )}
    </div>
  );
}

/**
 * What became of the account's copy of the acceptance: said when it is recorded, and loudly when
 * it failed (the browser's copy stays; the purchase goes on). Nothing while signed out.
 */
export function AccountRecordNote({ record }: { record: AccountRecord | undefined }) {
  if (record?.kind === 'recorded') {
    return (
      <p className="text-sm text-slate-600">
        {t`Your acceptance and declared country are recorded in your account.`}
      </p>
    );
  }
  if (record?.kind !== 'failed') return null;
  const reason = record.message;
  return (
    <p role="alert" className="rounded-xl bg-amber-50 p-2 text-sm text-amber-950">
      {t`Your account could not record your acceptance and declared country: ${reason}`}{' '}
      {t`This browser keeps them, so you will not be asked again here.`}
    </p>
  );
}
