import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  createContext,
  lazy,
  useCallback,
  useContext,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ACCOUNT_ERROR_CODES, PROOF_FRESH_MINUTES, type ApiAccountResponse } from '@eco/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { fieldKinds, Form } from '@/components/ui/form/form';
import { WalletBoundary } from '@/components/wallet-boundary';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useWalletUiStore } from '@/stores/wallet-ui';
import { useConfirmIdentity } from '../api/account';

const ConfirmWithWallet = lazy(() => import('./confirm-with-wallet'));

/**
 * Runs a change of how the account signs in. When the API first wants a fresh proof that it is
 * the owner (403 `proof_required`), the "Confirm it's you" box asks for one, and the change is
 * sent again once it is given; closing the box fails the change with the API's message.
 */
export type WithProof = <T>(change: () => Promise<T>) => Promise<T>;

const ProofContext = createContext<WithProof>((change) => change());

/** The account page's WithProof (outside a ProofProvider, the change is just run). */
export const useWithProof = () => useContext(ProofContext);

type Waiter = { resolve: () => void; reject: () => void };

const passwordResolver = lazyZodResolver<{ password: string }>(() =>
  import('../account-form-schemas').then((schemas) => schemas.confirmPasswordFormSchema),
);

/**
 * Gives the account page's changes their WithProof and shows the "Confirm it's you" box when
 * one of them needs it: the password field for an account with a password, "Sign with your
 * wallet" for one with a linked wallet. Changes waiting at the same moment share one box.
 */
export function ProofProvider({
  account,
  children,
}: {
  account: ApiAccountResponse;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const waiting = useRef<Waiter[]>([]);

  const settle = useCallback((confirmed: boolean) => {
    const waiters = waiting.current;
    waiting.current = [];
    setOpen(false);
    for (const waiter of waiters) (confirmed ? waiter.resolve : waiter.reject)();
  }, []);

  const withProof = useCallback<WithProof>(async (change) => {
    try {
      return await change();
    } catch (error) {
      if (!(error instanceof ApiError && error.code === ACCOUNT_ERROR_CODES.proofRequired)) {
        throw error;
      }
      await new Promise<void>((resolve, reject) => {
        waiting.current.push({ resolve, reject: () => reject(error) });
        setOpen(true);
      });
      // Once: should the API still want a proof (the network changed meanwhile), it says so.
      return change();
    }
  }, []);

  const minutes = formatNumber(PROOF_FRESH_MINUTES, { decimals: 0 });
  return (
    <ProofContext value={withProof}>
      {children}
      <Dialog
        open={open}
        onClose={() => settle(false)}
        title={t`Confirm it's you`}
        description={t`This change needs a recent proof that it is you, not someone with a copy of your session. Once you confirm, we make the change; this browser is not asked again for ${minutes} minutes while it stays on this network.`}
      >
        <ConfirmIdentity
          account={account}
          onConfirmed={() => settle(true)}
          onCancel={() => settle(false)}
        />
      </Dialog>
    </ProofContext>
  );
}

/** The ways this account can prove it is the owner: its password, its linked wallet, or both. */
function ConfirmIdentity({
  account,
  onConfirmed,
  onCancel,
}: {
  account: ApiAccountResponse;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const confirm = useConfirmIdentity();
  const openConnectDialog = useWalletUiStore((state) => state.openConnectDialog);
  const wallet = account.user.walletAddress;
  return (
    <div className="space-y-5">
      {account.hasPassword ? (
        <Form<{ password: string }>
          label={t`Confirm with your password`}
          className="space-y-4"
          resolver={passwordResolver}
          defaultValues={{ password: '' }}
          fields={[{ name: 'password', ...fieldKinds.currentPassword, label: t`Password` }]}
          submit={async (input) => {
            await confirm.mutateAsync(input);
            onConfirmed();
          }}
          resetOnError={['password']}
          submitLabel={t`Confirm with password`}
          pendingLabel={t`Confirming…`}
        />
      ) : null}
      {account.hasPassword && wallet ? (
        <p className="text-center text-sm font-semibold text-slate-600">{t`or`}</p>
      ) : null}
      {wallet ? (
        <p className="text-sm text-slate-700">
          <Trans>
            Your linked wallet: <span className="font-mono break-all">{wallet}</span>
          </Trans>
        </p>
      ) : null}
      {wallet ? (
        <WalletBoundary
          fallback={
            <Button variant="outline" size="lg" className="w-full" onClick={openConnectDialog}>
              {t`Connect your wallet to sign`}
            </Button>
          }
        >
          <ConfirmWithWallet wallet={wallet} onConfirmed={onConfirmed} />
        </WalletBoundary>
      ) : null}
      <div className="border-t border-slate-100 pt-4">
        <Button variant="ghost" onClick={onCancel}>
          {t`Cancel`}
        </Button>
      </div>
    </div>
  );
}
