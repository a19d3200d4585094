import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ApiUser } from '@eco/shared';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { FormStatus } from '@/components/ui/form/form-status';
import { ApiError } from '@/lib/api-client';
import { submissionErrorMessage } from '@/lib/form-errors';
import { useAccount } from '../api/account';
import { AccountCard } from './account-card';
import { AccountHistory } from './account-history';
import { ProofProvider, type WithProof } from './confirm-identity';
import { DeleteAccountForm } from './delete-account-form';
import { DownloadData } from './download-data';
import { EmailSection } from './email-section';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SessionsList } from './sessions-list';
import { WalletSection } from './wallet-section';

/** Why this browser's session ended, for the message the next page shows. */
export type SignedOutEvent = { message: string; deleted?: boolean };

type AccountPageProps = {
  /** Whether a session is known: the account is asked for only then. */
  signedIn: boolean;
  /** The account as the API now has it (the header shows its name). */
  onUser: (user: ApiUser) => void;
  /** This browser's session ended (signed out here or everywhere, or the account deleted). */
  onSignedOut: (event: SignedOutEvent) => void;
  /**
   * The auth feature's pieces: linking a wallet (sent through `withProof`, which asks the owner
   * to confirm it is them when the API wants that) and mailing the verification link again.
   */
  linkWallet: (withProof: WithProof) => ReactNode;
  resendVerification: (email: string) => ReactNode;
};

/**
 * The signed-in account: profile, email, password, sessions, wallet, history, data and deletion.
 * Changes to how it signs in ask "Confirm it's you" first when the API wants a fresh proof.
 */
export function AccountPage({
  signedIn,
  onUser,
  onSignedOut,
  linkWallet,
  resendVerification,
}: AccountPageProps) {
  const account = useAccount({ enabled: signedIn });

  useEffect(() => {
    if (account.data) onUser(account.data.user);
  }, [account.data, onUser]);

  // The session ended elsewhere (signed out everywhere from another browser, expired).
  const unauthorized = account.error instanceof ApiError && account.error.status === 401;
  useEffect(() => {
    if (unauthorized)
      onSignedOut({ message: t`Your session has ended. Log in again to see your account.` });
  }, [unauthorized, onSignedOut]);

  if (account.error && !unauthorized) {
    return (
      <FormStatus status={{ kind: 'error', message: submissionErrorMessage(account.error) }} />
    );
  }
  if (!account.data) {
    return (
      <div className="flex items-center gap-3 text-slate-600" role="status">
        <Spinner className="size-6" />
        {t`Loading your account…`}
      </div>
    );
  }

  const { data } = account;
  return (
    <ProofProvider account={data}>
      <div className="grid gap-8 lg:grid-cols-2">
        <AccountCard title={t`Profile`} lead={t`Your name and the address we write to.`}>
          <div className="space-y-8">
            <ProfileForm name={data.user.name} />
            <EmailSection account={data} resendVerification={resendVerification} />
          </div>
        </AccountCard>
        <AccountCard
          title={t`Password`}
          lead={
            data.hasPassword
              ? t`Changing your password signs out every other browser.`
              : t`You sign in with your wallet. Set a password to sign in with your email address too.`
          }
        >
          <PasswordForm hasPassword={data.hasPassword} />
        </AccountCard>
        <AccountCard
          wide
          title={t`Where you are signed in`}
          lead={t`Each browser signed in to your account, the address it came from and when. Sign out any you do not recognise, then change your password.`}
        >
          <SessionsList sessions={data.sessions} onSignedOut={onSignedOut} />
        </AccountCard>
        <AccountCard title={t`Wallet`}>
          <WalletSection account={data} linkWallet={linkWallet} />
        </AccountCard>
        <AccountCard
          title={t`Your data`}
          lead={t`Everything we store about your account, as a JSON file: your details, sessions, linked wallet, account history, referrals, and the messages and emails sent from or to your address.`}
        >
          <DownloadData />
        </AccountCard>
        <AccountCard
          wide
          title={t`Account history`}
          lead={
            <Trans>
              Changes to how your account signs in and where its mail goes, newest first, with the
              address each came from. If you see one you did not make,{' '}
              <Link to={paths.forgotPassword} className="font-semibold text-brand-800 underline">
                set a new password
              </Link>{' '}
              (it signs out every browser) and{' '}
              <Link to={paths.contact} className="font-semibold text-brand-800 underline">
                write to us
              </Link>
              .
            </Trans>
          }
        >
          <AccountHistory history={data.history} />
        </AccountCard>
        <AccountCard title={t`Delete my account`} tone="danger" wide>
          <DeleteAccountForm
            hasPassword={data.hasPassword}
            onDeleted={() => onSignedOut({ message: t`Your account is deleted.`, deleted: true })}
          />
        </AccountCard>
      </div>
    </ProofProvider>
  );
}
