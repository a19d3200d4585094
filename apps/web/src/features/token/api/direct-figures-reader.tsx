import { useEffect } from 'react';
import type { Address } from 'viem';
import { useBlock } from 'wagmi';
import { useDirectTokenFigures } from '@/lib/wallet/token-figures';
import { NOTHING_READ, type FiguresRead } from '../figures-read';

/**
 * The shared figures as this browser reads them from the chain's node (wallet code, loaded only
 * for a visitor who asks to check the server's): hands each read to `onRead` and renders nothing,
 * so the page's figures stay where they are drawn. Where the figures do not carry their block's
 * time (a chain without an ETH/USD feed) and `withClock`, the latest block is read once for it,
 * and not again: no request is added to each new block's reads.
 */
export default function DirectFiguresReader({
  address,
  chainId,
  withClock,
  onRead,
}: {
  address: Address;
  chainId: number;
  withClock: boolean;
  onRead: (read: FiguresRead) => void;
}) {
  const figures = useDirectTokenFigures(address, chainId, true);
  const block = useBlock({
    chainId,
    query: {
      enabled: withClock && figures.data !== undefined && figures.data.blockTimestamp === undefined,
      staleTime: Infinity,
      // A block restored from an earlier visit says nothing about how far the clock was moved since.
      meta: { persist: false },
    },
  });
  // Without the block, this computer's clock is the best there is (chainNow never goes behind it).
  const blockTime = block.data
    ? Number(block.data.timestamp) * 1000
    : block.isError
      ? block.errorUpdatedAt
      : undefined;
  const blockReadAt = block.data ? block.dataUpdatedAt : block.errorUpdatedAt;
  const { data, isError, dataUpdatedAt } = figures;
  useEffect(() => {
    onRead({
      data,
      isError,
      dataUpdatedAt,
      ...(blockTime === undefined
        ? {}
        : { blockClock: { chainTime: blockTime, readAt: blockReadAt } }),
    });
  }, [onRead, data, isError, dataUpdatedAt, blockTime, blockReadAt]);
  // Back to the server's figures: nothing of this read is left to show as the browser's.
  useEffect(() => () => onRead(NOTHING_READ), [onRead]);
  return null;
}
