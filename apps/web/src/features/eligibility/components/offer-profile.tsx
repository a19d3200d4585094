import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { findOfferProfile, type OfferProfile } from '@eco/contracts/offer';
import { countriesByName, countryName } from '@eco/shared/countries';
import { TeamText } from '@/components/team-text';
import { SampleBadge } from '@/components/ui/sample-badge';
import { paths } from '@/config/paths';
import { networkName } from '@/lib/chain-facts';

/**
 * Who may buy on each network the site offers: its deployment config's offer profile
 * (@eco/contracts/offer), the same the Buy dialog applies to the country a buyer declares.
 */
export default function OfferProfiles({ chainIds }: { chainIds: readonly number[] }) {
  return (
    <section aria-labelledby="offer-heading" className="space-y-6">
      <h2 id="offer-heading" className="text-2xl font-semibold text-brand-950">
        {t`Where ECO is offered`}
      </h2>
      {chainIds.map((chainId) => (
        <NetworkProfile
          key={chainId}
          network={networkName(chainId)}
          profile={findOfferProfile(chainId)}
          // One network needs no heading of its own; several are told apart.
          titled={chainIds.length > 1}
        />
      ))}
      <Declaration />
    </section>
  );
}

function NetworkProfile({
  network,
  profile,
  titled,
}: {
  network: string;
  profile: OfferProfile;
  titled: boolean;
}) {
  const title = titled ? (
    <h3 className="text-lg font-semibold text-brand-950">{t`On ${network}`}</h3>
  ) : null;
  if (profile.status === 'undecided') {
    return (
      <div className="space-y-2">
        {title}
        <p>
          {t`Who may buy ECO on ${network} is not decided yet: the team’s counsel decides it, and no purchase can be made there until then.`}
        </p>
      </div>
    );
  }
  const Sub = titled ? 'h4' : 'h3';
  const basis = profile.basis;
  const offered = countriesByName(profile.offered);
  return (
    <div className="space-y-3">
      {title}
      {profile.status === 'example' ? (
        <p className="flex flex-wrap items-center gap-2">
          <SampleBadge />
          <span>
            {t`An example for ${network}, not a legal decision: it shows how the site applies such a list.`}
          </span>
        </p>
      ) : basis ? (
        <p>
          <Trans>
            Why these countries: <TeamText english={basis} translated={profile.basisIn} />.
          </Trans>
        </p>
      ) : null}
      <Sub className="font-semibold text-brand-950">{t`Offered to residents of`}</Sub>
      <ul className="grid grid-cols-2 gap-x-4 text-sm sm:grid-cols-3">
        {offered.map(({ code, name }) => (
          <li key={code}>{name}</li>
        ))}
      </ul>
      <Sub className="font-semibold text-brand-950">{t`Not offered to residents of`}</Sub>
      <ul className="space-y-1">
        {profile.excluded.map(({ country, reason, reasonIn }) => (
          <li key={country}>
            <span className="font-semibold">{countryName(country)}</span>:{' '}
            <TeamText english={reason} translated={reasonIn} />
          </li>
        ))}
        <li>{t`Any other country: the offer is made only in the countries listed above.`}</li>
      </ul>
      <p>
        {profile.retail
          ? t`The offer is open to the public, not only to professional investors.`
          : t`The offer is made to professional investors only, not to the public.`}
      </p>
    </div>
  );
}

/** What a declared country does and does not prove, said plainly. */
function Declaration() {
  return (
    <div className="space-y-2">
      <h3 className="text-lg font-semibold text-brand-950">{t`What your declaration proves`}</h3>
      <p>
        {t`Before your first purchase the Buy ECO dialog asks for your country of residence. A country the offer excludes or does not name ends the purchase there, before anything reaches your wallet. The country you declare is kept in your browser with what you accepted, and in your account if you are signed in.`}
      </p>
      <p>
        {t`It is your own statement, and proves nothing more. The site does not verify where you live, and no identity check (KYC) is done here; the contract sells to any wallet whatever country was declared.`}
      </p>
      <p>
        <Trans>
          A false declaration does not make the offer reach your country: under the{' '}
          <Link to={`${paths.terms}#eligibility`} className="font-semibold underline">
            terms of the sale
          </Link>{' '}
          you are responsible for making sure that buying ECO is lawful where you live.
        </Trans>
      </p>
    </div>
  );
}
