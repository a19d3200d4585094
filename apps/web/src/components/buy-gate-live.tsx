import type { ReactNode } from 'react';
import { withQueryProvider } from '@/lib/query-provider';
import { useBuyGate } from '@/lib/use-buy-gate';
import { BuyGateNotice } from './buy-gate-notice';

/**
 * BuyGate once the page is live: the button, or why not; `checking` (BuyGate's own line, so the
 * words are written once) while the first read is under way.
 */
function LiveBuyGate({
  children,
  className,
  checking,
}: {
  children: ReactNode;
  className?: string;
  checking: ReactNode;
}) {
  const gate = useBuyGate();
  if (gate.kind === 'open') return children;
  if (gate.kind === 'checking') return checking;
  return <BuyGateNotice gate={gate} className={className} />;
}

export default withQueryProvider(LiveBuyGate);
