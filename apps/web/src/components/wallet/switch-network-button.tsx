import { t } from '@lingui/core/macro';
import { TriangleAlert } from 'lucide-react';
import type { Chain } from 'viem';
import { useSwitchChain } from 'wagmi';
import { Button } from '@/components/ui/button';
import { walletErrorMessage } from '@/lib/wallet/errors';
import { useAlertStore } from '@/stores/alert';

/**
 * The one "wrong network: switch" control: asks the wallet to switch to `target`. The header's
 * wallet button shows it as an amber `pill` ("Wrong network: switch to …"), the owner panel and
 * the Buy dialog as a plain `button` ("Switch to …"). A failure to switch goes to the global
 * alert, or is told under the button (`errors="inline"`) where a toast would sit under a modal
 * dialog. Which network to offer is the caller's: each place keeps its own choice.
 */
export function SwitchNetworkButton({
  target,
  appearance = 'button',
  errors = 'alert',
  className,
}: {
  target: Chain;
  appearance?: 'pill' | 'button';
  errors?: 'alert' | 'inline';
  className?: string;
}) {
  const openAlert = useAlertStore((state) => state.open);
  const switchChain = useSwitchChain({
    mutation: {
      onError: (error) => {
        if (errors === 'alert') openAlert({ color: 'red', ...walletErrorMessage(error) });
      },
    },
  });
  const onClick = () => switchChain.mutate({ chainId: target.id });
  const inlineError = errors === 'inline' && switchChain.error ? switchChain.error : null;
  const network = target.name;

  return (
    <>
      {appearance === 'pill' ? (
        <button
          type="button"
          onClick={onClick}
          disabled={switchChain.isPending}
          className="inline-flex items-center gap-2 rounded-full bg-amber-400 px-3 py-1.5 text-sm font-semibold text-amber-950 hover:bg-amber-300"
        >
          <TriangleAlert aria-hidden="true" className="size-4" />
          {switchChain.isPending ? t`Switching…` : t`Wrong network: switch to ${network}`}
        </button>
      ) : (
        <Button className={className} disabled={switchChain.isPending} onClick={onClick}>
          {switchChain.isPending ? t`Switching…` : t`Switch to ${network}`}
        </Button>
      )}
      {inlineError ? (
        <p role="alert" className="mt-3 text-sm">
          <span className="font-semibold">{walletErrorMessage(inlineError).title}: </span>
          {walletErrorMessage(inlineError).message}
        </p>
      ) : null}
    </>
  );
}
