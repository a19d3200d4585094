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
    <Section id="supply" title="The token's supply">
      {!data ? (
        <p className="text-slate-700">
          {supply.isError
            ? 'The supply could not be read just now.'
            : 'Reading the supply from the chain…'}
        </p>
      ) : data.chainId !== chainId ? (
        <p className="text-slate-700">
          The supply endpoint reads chain {data.chainId}, not the network shown on this page.
        </p>
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {(
              [
                ['Maximum supply', data.maxSupply.eco],
                ['Minted', data.minted.eco],
                ["Locked in the founders' vesting", data.lockedInVesting.eco],
                ['Circulating', data.circulating.eco],
              ] as const
            ).map(([term, value]) => (
              <Figure key={term} term={term}>
                {eco(value)}
              </Figure>
            ))}
          </dl>
          <p className="text-sm text-slate-600">
            Read at block {data.blockNumber}. Circulating = minted − locked in vesting − held by the
            team&apos;s treasury wallets ({eco(data.treasury.eco)}). The same figures are at{' '}
            <a
              className="font-semibold text-brand-800 underline"
              href={`${env.VITE_API_URL}/supply`}
            >
              the public supply endpoint
            </a>
            .
          </p>
        </>
      )}
    </Section>
  );
}
