import type { ReactNode } from 'react';
import { withQueryProvider } from '@/lib/query-provider';
import { useBuyGate } from '@/lib/use-buy-gate';
import { BuyGateNotice } from './buy-gate-notice';

/** BuyGate once the page is live: the button, or why not. */
function LiveBuyGate({ children, className }: { children: ReactNode; className?: string }) {
  const gate = useBuyGate();
  return gate.kind === 'open' ? children : <BuyGateNotice gate={gate} className={className} />;
}

export default withQueryProvider(LiveBuyGate);
