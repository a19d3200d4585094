import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { networkName } from '@/lib/chain-facts';
import type { BuyGate } from '@/lib/publication';

/** Why there is no Buy button (yet): the gate's state as a sentence, and the white paper's link. */
export function BuyGateNotice({
  gate,
  className = '',
}: {
  gate: Extract<BuyGate, { kind: 'closed' }>;
  className?: string;
}) {
  const network = networkName(gate.chainId);
  const version = gate.reason === 'differs' ? gate.version.toString() : '';
  const text =
    gate.reason === 'unpublished'
      ? t`Buying ECO opens once the white paper is published: no version of it is recorded on-chain on ${network} yet.`
      : gate.reason === 'differs'
        ? t`Buying ECO is paused: the white paper on this site is not the version last published on-chain on ${network} (version ${version}).`
        : t`Buying ECO is paused: the white paper's published version on ${network} could not be checked just now; this page tries again by itself.`;
  return (
    <p role="status" data-buy-gate={gate.reason} className={`max-w-md text-sm ${className}`}>
      {text}{' '}
      <Link to={paths.whitePaper} className="font-semibold underline">
        {t`Read the white paper`}
      </Link>
    </p>
  );
}
