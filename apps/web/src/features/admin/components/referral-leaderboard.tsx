import { Loading } from '@/components/ui/spinner';
import { formatTokenAmount, truncateMiddle } from '@/lib/format';
import { useAdminReferrals } from '../api/get-admin-figures';

/**
 * The referrers whose buyers brought them the most ECO in rewards (each paid once its purchase is
 * final), from the chain's purchase events.
 */
export function ReferralLeaderboard() {
  const referrals = useAdminReferrals(20);
  if (referrals.isPending) {
    return <Loading>Loading referrals…</Loading>;
  }
  if (referrals.isError) {
    return (
      <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-950">
        The referral leaderboard could not be loaded.
      </p>
    );
  }
  const { items, available, note } = referrals.data;
  if (!available) {
    return <p className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-950">{note}</p>;
  }
  if (items.length === 0) {
    return <p className="text-slate-700">No purchase has named a referrer yet.</p>;
  }
  return (
    <ol className="divide-y divide-slate-200 rounded-3xl border border-slate-200 bg-white">
      {items.map((item, index) => (
        <li
          key={item.referrer}
          className="grid gap-1 p-4 text-sm sm:grid-cols-[2rem_1fr_repeat(3,8rem)] sm:items-center sm:gap-4"
        >
          <span className="font-semibold text-slate-600">#{index + 1}</span>
          <span className="min-w-0">
            <span className="font-mono text-xs" title={item.referrer}>
              {truncateMiddle(item.referrer)}
            </span>
            {item.code ? <span className="ms-2 text-slate-600">code {item.code}</span> : null}
          </span>
          <span className="tabular-nums">
            {item.purchases} purchase{item.purchases === 1 ? '' : 's'}
          </span>
          <span className="tabular-nums">{formatTokenAmount(BigInt(item.tokens))} ECO bought</span>
          <span className="font-semibold text-brand-900 tabular-nums">
            {formatTokenAmount(BigInt(item.rewards))} ECO in rewards
          </span>
        </li>
      ))}
    </ol>
  );
}
