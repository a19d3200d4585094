import { lazy, type ReactNode } from 'react';
import { Loading } from '@/components/ui/spinner';
import { WalletBoundary } from '@/components/wallet-boundary';
import { submissionErrorMessage } from '@/lib/form-errors';
import { useAdminMe } from '../api/get-admin-me';
import { MessagesPanel } from './messages-panel';
import { Notice, PanelSection } from './panel-layout';
import { ReferralLeaderboard } from './referral-leaderboard';
import { SignupsChart } from './signups-chart';

const SaleTotals = lazy(() => import('./sale-totals'));

/**
 * The team's inbox and figures, for admins only: accounts whose linked wallet owns the contract
 * or whose email the API lists. Everyone else is told the page is for the team.
 */
export function TeamInbox({ signedIn, signIn }: { signedIn: boolean; signIn: ReactNode }) {
  const access = useAdminMe(signedIn);

  if (!signedIn || access.data?.status === 'signed-out') {
    return (
      <div className="mx-auto max-w-md space-y-6 rounded-3xl border border-slate-200 bg-white p-8 shadow-sm">
        <div className="text-center">
          <h2 className="text-xl font-semibold text-brand-950">Sign in to the team inbox</h2>
          <p className="mt-2 text-slate-600">
            This page is for the ECO team. Sign in with a team email address, or with the wallet
            that owns the ECO contract.
          </p>
        </div>
        {signIn}
      </div>
    );
  }
  if (access.isPending) {
    return <Loading centred>Checking your access…</Loading>;
  }
  if (access.isError) {
    return (
      <p role="alert" className="mx-auto max-w-xl rounded-2xl bg-red-50 p-5 text-red-950">
        {submissionErrorMessage(
          access.error,
          'Your access could not be checked just now. Please try again.',
        )}
      </p>
    );
  }
  if (access.data.status === 'forbidden') {
    return (
      <Notice title="This page is for the ECO team">
        <p>{access.data.message}</p>
      </Notice>
    );
  }

  const { me } = access.data;
  return (
    <div className="space-y-16">
      <p className="text-sm text-slate-600">
        Signed in as a team member
        {me.email ? ` (${me.email})` : me.address ? ` (${me.address})` : ''}, through{' '}
        {me.via
          .map((via) => (via === 'wallet' ? 'the owner’s wallet' : 'a team email'))
          .join(' and ')}
        .
      </p>
      <PanelSection id="inbox-messages" title="Messages">
        <MessagesPanel />
      </PanelSection>
      <PanelSection id="inbox-signups" title="Sign-ups">
        <SignupsChart />
      </PanelSection>
      <PanelSection id="inbox-referrals" title="Referral leaderboard">
        <ReferralLeaderboard />
      </PanelSection>
      <PanelSection id="inbox-sale" title="Sale totals">
        <WalletBoundary activate fallback={<Loading>Loading…</Loading>}>
          <SaleTotals />
        </WalletBoundary>
      </PanelSection>
    </div>
  );
}
