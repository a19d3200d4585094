import { useEffect, useId, useRef, useState } from 'react';
import { Copy, Link2 } from 'lucide-react';
import { Link } from 'react-router';
import type { ApiAffiliateResponse } from '@eco/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatNumber, formatTokenAmount } from '@/lib/format';
import { useAffiliate } from '../api/get-affiliate';

const COPIED_FOR_MS = 3000;

const eco = (wei: string) =>
  `${formatTokenAmount(BigInt(wei), { decimals: 2, minimumDecimals: 0 })} ECO`;

/** Copies text; falls back to selecting `input` and execCommand where the Clipboard API is absent
 *  (plain-http origins other than localhost) or refused. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused: try the older way below.
  }
  if (!input) return false;
  input.focus();
  input.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

function ReferralLink({ link }: { link: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const onCopy = async () => {
    setCopy((await copyText(link, inputRef.current)) ? 'copied' : 'failed');
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        Your referral link
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
          Copy link
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm font-medium text-brand-800">
        {copy === 'copied' ? 'Copied' : null}
        {copy === 'failed' ? (
          <span className="text-red-700">
            Copying did not work here: the link is selected, copy it with your keyboard.
          </span>
        ) : null}
      </p>
    </div>
  );
}

function Figures({ data }: { data: ApiAffiliateResponse }) {
  const purchases = data.purchasesReferred;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div className="rounded-2xl bg-brand-50 p-4">
        <dt className="text-sm text-slate-700">Sign-ups referred</dt>
        <dd className="mt-1 text-2xl font-bold text-brand-950">
          {formatNumber(data.signupsReferred, { decimals: 0 })}
        </dd>
      </div>
      <div className="rounded-2xl bg-brand-50 p-4">
        <dt className="text-sm text-slate-700">Purchases referred</dt>
        {purchases ? (
          <dd className="mt-1">
            <span className="block text-2xl font-bold text-brand-950">
              {formatNumber(purchases.count, { decimals: 0 })}
            </span>
            <span className="block text-sm text-slate-700">
              {eco(purchases.tokens)} bought, {eco(purchases.rewards)} earned as rewards
            </span>
          </dd>
        ) : (
          // Without chain data there is no number to show: the API says why instead.
          <dd className="mt-1 text-sm text-slate-700">
            {data.purchasesNote ?? 'Not available right now.'}
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
 */
export function AffiliatePanel() {
  const query = useAffiliate();
  const headingId = useId();

  let body;
  if (query.isPending) {
    body = (
      <div role="status" className="flex items-center gap-3 text-slate-600">
        <Spinner className="size-6" />
        Loading your referral link…
      </div>
    );
  } else if (query.isError) {
    const signedOut = query.error instanceof ApiError && query.error.status === 401;
    body = signedOut ? (
      <p className="text-slate-700">
        <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
          Log in
        </Link>{' '}
        to see your referral link.
      </p>
    ) : (
      <div role="alert" className="space-y-3 text-red-900">
        <p>
          {query.error instanceof ApiError
            ? query.error.message
            : 'Your referral link could not be loaded.'}
        </p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="space-y-6">
        <ReferralLink link={query.data.link} />
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
          Refer friends
        </h2>
      </div>
      <p className="mt-2 mb-6 text-slate-600">
        Share your link: sign-ups through it are counted here, and purchases made with your wallet
        as referrer earn you a reward in ECO.
      </p>
      {body}
    </section>
  );
}
