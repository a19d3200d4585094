import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { OfferAnswer } from '@eco/contracts/offer';
import { countryName, type CountryCode } from '@eco/shared/countries';
import { TeamText } from '@/components/team-text';

/**
 * Why the offer does not take a buyer, in the page's language (the API refuses a record with the
 * same in English, @eco/contracts/offer's notOfferedText): nothing where the country is offered
 * or not declared yet. An undecided profile refuses everyone, whatever the country.
 */
export function OfferRefusal({
  answer,
  country,
}: {
  answer: OfferAnswer | undefined;
  country: CountryCode | undefined;
}) {
  if (answer?.kind === 'undecided') {
    return t`Who may buy ECO on this network is not decided yet, so no purchase can be made here.`;
  }
  if (!answer || !country || answer.kind === 'offered') return null;
  const name = countryName(country);
  if (answer.kind === 'excluded') {
    return (
      <Trans>
        {name}: ECO is not offered to residents of this country. The reason:{' '}
        <TeamText english={answer.reason} translated={answer.reasonIn} />.
      </Trans>
    );
  }
  return t`${name}: ECO is not offered to residents of this country: the offer is made only in the countries it names, and this is not one of them.`;
}

/** Whether `OfferRefusal` says anything: the offer does not take this buyer. */
export const isRefused = (answer: OfferAnswer | undefined, country: CountryCode | undefined) =>
  answer?.kind === 'undecided' || (!!answer && !!country && answer.kind !== 'offered');
