import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Link2 } from 'lucide-react';
import { Link } from 'react-router';
import type { ApiAffiliateResponse } from '@eco/shared';
import { ReferralLink } from '@/components/referral/referral-link';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatNumber, formatTokenAmount } from '@/lib/format';
import { useAffiliate } from '../api/get-affiliate';

const eco = (wei: string) =>
  `${formatTokenAmount(BigInt(wei), { decimals: 2, minimumDecimals: 0 })} ECO`;

function Figures({ data }: { data: ApiAffiliateResponse }) {
  const purchases = data.purchasesReferred;
  const bought = purchases ? eco(purchases.tokens) : '';
  const rewards = purchases ? eco(purchases.rewards) : '';
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div className="rounded-2xl bg-brand-50 p-4">
        <dt className="text-sm text-slate-700">{t`Sign-ups referred`}</dt>
        <dd className="mt-1 text-2xl font-bold text-brand-950">
          {formatNumber(data.signupsReferred, { decimals: 0 })}
        </dd>
      </div>
      <div className="rounded-2xl bg-brand-50 p-4">
        <dt className="text-sm text-slate-700">{t`Purchases referred`}</dt>
        {purchases ? (
          <dd className="mt-1">
            <span className="block text-2xl font-bold text-brand-950">
              {formatNumber(purchases.count, { decimals: 0 })}
            </span>
            <span className="block text-sm text-slate-700">
              {t`${bought} bought, ${rewards} in rewards, each paid once its purchase is final (after its withdrawal period)`}
            </span>
          </dd>
        ) : (
          // Without chain data there is no number to show: the API says why instead.
          <dd className="mt-1 text-sm text-slate-700">
            {data.purchasesNote ?? t`Not available right now.`}
          </dd>
        )}
      </div>
    </dl>
  );
}

/**
 * The signed-in account's referral link (with a copy button) and what it brought. Meant for a
 * signed-in visitor: render it only when the auth feature reports an account, since asking while
 * signed out costs a 401 (which the browser logs); it then invites the visitor to log in.
 * An account without a linked wallet gets no link (its code would pay nobody) but `linkWallet`,
 * the control that links one, from the auth feature.
 */
export function AffiliatePanel({ linkWallet }: { linkWallet?: ReactNode }) {
  const query = useAffiliate();
  const headingId = useId();

  let body;
  if (query.isPending) {
    body = (
      <div role="status" className="flex items-center gap-3 text-slate-600">
        <Spinner className="size-6" />
        {t`Loading your referral link…`}
      </div>
    );
  } else if (query.isError) {
    const signedOut = query.error instanceof ApiError && query.error.status === 401;
    body = signedOut ? (
      <p className="text-slate-700">
        <Trans>
          <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
            Log in
          </Link>{' '}
          to see your referral link.
        </Trans>
      </p>
    ) : (
      <div role="alert" className="space-y-3 text-red-900">
        <p>
          {query.error instanceof ApiError
            ? query.error.message
            : t`Your referral link could not be loaded.`}
        </p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t`Try again`}
        </Button>
      </div>
    );
  } else {
    const { link, walletAddress } = query.data;
    body = (
      <div className="space-y-6">
        {link && walletAddress ? (
          <ReferralLink link={link} payee={walletAddress} />
        ) : (
          <div className="space-y-3 rounded-2xl bg-amber-50 p-4 text-amber-950">
            <p>
              {t`Link a wallet to your account to get your referral link. The sale pays referral rewards in ECO to a wallet address, and your account has none yet, so a link now would pay you nothing.`}
            </p>
            {linkWallet ? <div className="max-w-md">{linkWallet}</div> : null}
          </div>
        )}
        <Figures data={query.data} />
      </div>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
          <Link2 aria-hidden="true" className="size-5" />
        </span>
        <h2 id={headingId} className="text-xl font-semibold text-brand-950">
          {t`Refer friends`}
        </h2>
      </div>
      <p className="mt-2 mb-6 text-slate-600">
        {t`One link to share: the sign-ups and purchases it brings are counted here.`}
      </p>
      {body}
    </section>
  );
}
