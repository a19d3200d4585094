import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import type { ApiAccountResponse } from '@eco/shared';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form/form-status';
import { useSubmission } from '@/hooks/use-submission';
import { useUnlinkWallet } from '../api/account';
import { useWithProof, type WithProof } from './confirm-identity';

/**
 * The wallet linked to the account, with "Unlink"; without one, the way to link one (from the
 * auth feature). The API refuses to unlink the only way to sign in, and the page says so first.
 */
export function WalletSection({
  account,
  linkWallet,
}: {
  account: ApiAccountResponse;
  linkWallet: (withProof: WithProof) => ReactNode;
}) {
  const { user, hasPassword } = account;
  const unlink = useUnlinkWallet();
  const withProof = useWithProof();
  const { status, run } = useSubmission();
  const onlySignIn = !(hasPassword && user.email && user.emailVerified);

  const onUnlink = () =>
    run(async () => {
      await withProof(() => unlink.mutateAsync());
      return t`The wallet is unlinked from your account.`;
    });

  if (!user.walletAddress) {
    return (
      <div className="space-y-4">
        <FormStatus status={status} />
        <p className="text-slate-700">
          {t`No wallet is linked. Link one to sign in with it and to be paid for purchases made through your referral link.`}
        </p>
        <div className="max-w-md">{linkWallet(withProof)}</div>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold text-slate-800">{t`Linked wallet`}</p>
      <p className="font-mono text-sm break-all">{user.walletAddress}</p>
      {onlySignIn ? (
        <p className="text-sm text-slate-600">
          {t`This wallet is how you sign in: before unlinking it, add an email address, verify it and set a password.`}
        </p>
      ) : (
        <p className="text-sm text-slate-600">
          {t`Unlinking stops signing in with this wallet and paying its referral rewards to it. You keep your ECO: it is in the wallet, not in your account.`}
        </p>
      )}
      <FormStatus status={status} />
      <Button variant="outline" onClick={() => void onUnlink()} disabled={unlink.isPending}>
        {unlink.isPending ? t`Unlinking…` : t`Unlink wallet`}
      </Button>
    </div>
  );
}
