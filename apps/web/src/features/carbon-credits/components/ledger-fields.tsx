import { t } from '@lingui/core/macro';
import { Fragment } from 'react';
import { ExternalLink as ExternalIcon } from 'lucide-react';
import { ExternalLink } from '@/components/ui/button';
import { projectLabel, registryPageUrl } from '@/content/carbon-credits';
import type { CarbonCredit } from '@/content/schemas';
import { formatDate, formatNumber } from '@/lib/format';

// The fields of a ledger row, shared by the table (wide windows) and the cards (narrow ones), so
// both always say the same thing.

const statusStyles: Record<CarbonCredit['status'], string> = {
  retired: 'bg-brand-100 text-brand-900',
  held: 'bg-sky-100 text-sky-900',
  pending: 'bg-amber-100 text-amber-900',
};

export const tonnes = (value: number) => formatNumber(value, { decimals: 0 });

/** A status in words, lower case as the ledger writes it (the badge capitalises it). */
function statusWord(status: CarbonCredit['status']): string {
  if (status === 'retired') return t`retired`;
  if (status === 'held') return t`held`;
  return t`pending`;
}

export function StatusBadge({ status }: { status: CarbonCredit['status'] }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-1 text-xs font-semibold capitalize ${statusStyles[status]}`}
    >
      {statusWord(status)}
    </span>
  );
}

/**
 * The project's ID on its registry, linked to the project's public page once the credits are in
 * our account; a pending batch says why it has no record to check yet.
 */
export function RegistryRecord({ credit }: { credit: CarbonCredit }) {
  const url = registryPageUrl(credit);
  const label = projectLabel(credit);
  if (!url) {
    return (
      <>
        <span className="whitespace-nowrap">{label}</span>
        <span data-no-record="" className="block text-xs text-slate-600">
          {t`No registry record yet: the credits are not in our account`}
        </span>
      </>
    );
  }
  const registry = credit.registry;
  return (
    <ExternalLink
      href={url}
      newTab={` ${t`on the ${registry} registry (opens in a new tab)`}`}
      className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-brand-700 hover:underline"
    >
      {label}
      <ExternalIcon aria-hidden="true" className="size-3.5" />
    </ExternalLink>
  );
}

/**
 * The block of serial numbers as the registry writes it. Long, so it may wrap after any hyphen
 * (never inside a number, which browsers would otherwise do to fit a narrow column); the text
 * copied is unchanged.
 */
export function Serials({ credit }: { credit: CarbonCredit }) {
  return credit.serials ? (
    <span className="font-mono text-xs break-words text-slate-800">
      {credit.serials.split('-').map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? (
            <>
              -<wbr />
            </>
          ) : null}
          {part}
        </Fragment>
      ))}
    </span>
  ) : (
    <span className="text-slate-600">{t`None yet`}</span>
  );
}

/** When and for whom a retired batch was retired. */
export function Retirement({ credit }: { credit: CarbonCredit }) {
  if (!credit.retirement) return null;
  const date = formatDate(`${credit.retirement.date}T00:00:00Z`, 'UTC');
  const beneficiary = credit.retirement.beneficiary;
  return <span className="block text-xs text-slate-700">{t`on ${date} for ${beneficiary}`}</span>;
}
