import { t } from '@lingui/core/macro';
import { lazy } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { WalletBoundary } from '@/components/wallet-boundary';

const WalletPortfolio = lazy(() => import('./wallet-portfolio'));

/**
 * The wallet part of the portfolio, loading the wallet stack when the page opens.
 * `offerReferralLink`: show the connected wallet's referral link (its address); off for a
 * signed-in account, whose one link (its code) the page shows elsewhere.
 */
export function PortfolioSection({ offerReferralLink }: { offerReferralLink: boolean }) {
  return (
    <WalletBoundary
      activate
      fallback={
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <Spinner className="size-5 border-2" /> {t`Loading your wallet…`}
        </p>
      }
    >
      <WalletPortfolio offerReferralLink={offerReferralLink} />
    </WalletBoundary>
  );
}
