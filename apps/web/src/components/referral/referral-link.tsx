import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCopyToClipboard } from '@/hooks/use-copy-to-clipboard';
import { tokenFacts } from '@/content/token';
import { formatPercent, truncateMiddle } from '@/lib/format';

const COPIED_FOR_MS = 3000;

/**
 * What a referral link does, said once for the whole site: who is paid, how much, when, and that
 * the buyer loses nothing, by the contract's rule (docs/decisions/0033): `reward = amount x
 * referralRewardBps`, reserved out of the same stage's allocation and counted in the buyer's own
 * cap, minted only once the purchase is released, never for one withdrawn or refunded; a referrer
 * must hold a purchase of their own; the partners stage pays none.
 */
export function ReferralExplainer({ payee }: { payee: string }) {
  const percent = formatPercent(tokenFacts.referralRewardPercent);
  const wallet = truncateMiddle(payee);
  return (
    <p data-testid="referral-explainer" className="text-sm text-slate-700">
      <Trans>
        When someone opens this link and then buys ECO in the private or public sale from that
        browser, now or later, the token contract reserves {percent} of the ECO they buy for your
        wallet{' '}
        <span className="font-mono" title={payee}>
          {wallet}
        </span>
        . It is minted to you once their purchase is final: after its withdrawal window, once the
        stage is finalized. A purchase that is withdrawn or refunded pays nothing. Your wallet may
        be named only while it holds a purchase of its own, never by itself, and the partners stage
        pays no rewards. They pay the same price and receive all the ECO they pay for: the reward
        comes out of the stage's allocation and counts against their own limit there.
      </Trans>
    </p>
  );
}

/**
 * A person's one referral link, with a copy button and what it pays. `payee` is the wallet the
 * link's purchases reward: show a link only once there is one, since a link that resolves to no
 * wallet pays nothing. The link is an address with no text of its own; the home page it opens
 * promotes ECO and carries MiCA Art. 7's notice (components/marketing-notice.tsx).
 */
export function ReferralLink({ link, payee }: { link: string; payee: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const { copied, copy } = useCopyToClipboard(COPIED_FOR_MS);
  const [failed, setFailed] = useState(false);

  const onCopy = async () => setFailed(!(await copy(link, inputRef.current)));

  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
          {t`Your referral link`}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            ref={inputRef}
            id={inputId}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="block w-full min-w-0 rounded-xl border border-slate-300 bg-slate-50 px-4 py-2.5 font-mono text-sm text-slate-900"
          />
          <Button variant="outline" onClick={() => void onCopy()} className="shrink-0">
            <Copy aria-hidden="true" className="size-4" />
            {t`Copy link`}
          </Button>
        </div>
        <p role="status" className="min-h-5 text-sm font-medium text-brand-800">
          {copied && !failed ? t`Copied` : null}
          {failed ? (
            <span className="text-red-700">
              {t`Copying did not work here: the link is selected, copy it with your keyboard.`}
            </span>
          ) : null}
        </p>
      </div>
      <ReferralExplainer payee={payee} />
    </div>
  );
}
