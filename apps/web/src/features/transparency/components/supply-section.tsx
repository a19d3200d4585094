import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Figure } from '@/components/reconciliation';
import { env } from '@/config/env';
import { formatNumber } from '@/lib/format';
import { useSupply } from '../api/use-supply';
import { Section } from './treasury-sections';

const eco = (whole: string) => `${formatNumber(whole, { decimals: 0 })} ECO`;

/** The token's supply, as the public supply endpoint answers it. */
export function SupplySection({ chainId }: { chainId: number }) {
  const supply = useSupply();
  const data = supply.data;
  return (
    <Section id="supply" title={t`The token's supply`}>
      {!data ? (
        <p className="text-slate-700">
          {supply.isError
            ? t`The supply could not be read just now.`
            : t`Reading the supply from the chain…`}
        </p>
      ) : data.chainId !== chainId ? (
        <SupplyElsewhere chainId={data.chainId} />
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {(
              [
                [t`Maximum supply`, data.maxSupply.eco],
                [t`Minted`, data.minted.eco],
                [t`Locked in the founders' vesting`, data.lockedInVesting.eco],
                [t`Circulating`, data.circulating.eco],
              ] as const
            ).map(([term, value]) => (
              <Figure key={term} term={term}>
                {eco(value)}
              </Figure>
            ))}
          </dl>
          <SupplyNote block={data.blockNumber} treasury={eco(data.treasury.eco)} />
        </>
      )}
    </Section>
  );
}

/** The supply endpoint answers for another chain than the page shows. */
function SupplyElsewhere({ chainId }: { chainId: number }) {
  return (
    <p className="text-slate-700">
      {t`The supply endpoint reads chain ${chainId}, not the network shown on this page.`}
    </p>
  );
}

/** Where and how the figures were read, and where anyone can read them too. */
function SupplyNote({ block, treasury }: { block: string; treasury: string }) {
  const endpoint = `${env.VITE_API_URL}/supply`;
  return (
    <p className="text-sm text-slate-600">
      <Trans>
        Read at block {block}. Circulating = minted − locked in vesting − held by the team&apos;s
        treasury wallets ({treasury}). The same figures are at{' '}
        <a className="font-semibold text-brand-800 underline" href={endpoint}>
          the public supply endpoint
        </a>
        .
      </Trans>
    </p>
  );
}
