import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { SHARED_FIGURES_POLL_MS, type FiguresReadAt } from '@/lib/chain-figures';
import { useFiguresSourceStore } from '@/stores/figures-source';

/**
 * Where the live figures were read and at which block, and the visitor's switch between this
 * site's server (one read per block for everyone, docs/decisions/0040) and their own browser
 * reading the chain's node directly, to check the server's figures for themselves. The block
 * number is left out of the live region around it, so a new block is not read aloud each time.
 */
export function FiguresSource({ chain, readAt }: { chain: string; readAt: FiguresReadAt }) {
  const direct = useFiguresSourceStore((state) => state.direct);
  const setDirect = useFiguresSourceStore((state) => state.setDirect);
  const blockNumber = readAt.blockNumber.toString();
  // What each source does, as it does it: the page asks the server on a timer (a chain with
  // faster blocks is sampled, not followed), the browser's own read follows every block.
  const seconds = SHARED_FIGURES_POLL_MS / 1000;
  return (
    <>
      {readAt.by === 'server' ? (
        <Trans>
          Read from the ECO contract on {chain}{' '}
          <span aria-live="off" data-testid="figures-block">
            at block {blockNumber}
          </span>{' '}
          by this site’s server, which reads it once per block for every visitor; asked for again
          every {seconds} seconds.
        </Trans>
      ) : (
        <Trans>
          Read from the ECO contract on {chain}{' '}
          <span aria-live="off" data-testid="figures-block">
            at block {blockNumber}
          </span>{' '}
          by your browser, straight from the chain’s node, and read again with every new block.
        </Trans>
      )}{' '}
      <button
        type="button"
        aria-pressed={direct}
        onClick={() => setDirect(!direct)}
        className="font-semibold text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t`Check with the chain from my browser`}
      </button>
    </>
  );
}
