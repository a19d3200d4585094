import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/ui/button';
import { explorerUrl } from '@/lib/chain-names';

/** `children`, linked to the explorer's page for `value` when the chain has an explorer. */
export function ExplorerLink({
  chainId,
  kind,
  value,
  children,
}: {
  chainId: number;
  kind: 'tx' | 'address';
  value: string | undefined;
  children: ReactNode;
}) {
  const href = value ? explorerUrl(chainId, kind, value) : undefined;
  return href ? (
    <ExternalLink href={href} className="underline">
      {children}
    </ExternalLink>
  ) : (
    <>{children}</>
  );
}
