import { lazy, type ReactNode, useState } from 'react';
import type { Address } from 'viem';
import { WalletBoundary } from '@/components/wallet-boundary';
import { useSharedFigures } from '@/lib/chain-figures';
import { useFiguresSourceStore } from '@/stores/figures-source';
import { chainClock, NOTHING_READ, type ChainClock, type FiguresRead } from '../figures-read';

// The token page's shared figures (and the calendar's) come from this site's server without the
// wallet stack (decision 0040). Only a visitor who asks to check them against the chain loads it:
// then a reader inside the wallet code (direct-figures-reader.tsx) reads them in this browser and
// hands them here, so the figures on screen stay where they are, whichever read they come from.
const DirectFiguresReader = lazy(() => import('./direct-figures-reader'));

/**
 * The figures every visitor shares on `chainId` (ECO at `address`, undefined where it is not
 * deployed), and where they were read: from this site's server, which reads the chain once per
 * block for everyone, unless the visitor asked to check them against the chain's node
 * (useFiguresSourceStore); then this browser reads them in one batched multicall, refreshed per
 * block. Only one of the two reads runs. `reader` must be rendered (it renders nothing itself):
 * it is the browser's read, in the wallet code, loaded only when asked for. `withClock` reads the
 * latest block's time where the browser's figures do not carry it (the calendar's countdowns).
 */
export function useTokenPageFigures(
  address: Address | undefined,
  chainId: number,
  { withClock = false }: { withClock?: boolean } = {},
): { figures: FiguresRead; clock: ChainClock | undefined; reader: ReactNode } {
  const direct = useFiguresSourceStore((state) => state.direct);
  const server = useSharedFigures(chainId, Boolean(address) && !direct);
  const [fromBrowser, setFromBrowser] = useState(NOTHING_READ);
  const figures: FiguresRead = direct
    ? fromBrowser
    : { data: server.data, isError: server.isError, dataUpdatedAt: server.dataUpdatedAt };
  const reader =
    address && direct ? (
      <WalletBoundary activate>
        <DirectFiguresReader
          address={address}
          chainId={chainId}
          withClock={withClock}
          onRead={setFromBrowser}
        />
      </WalletBoundary>
    ) : null;
  return { figures, clock: chainClock(figures), reader };
}
