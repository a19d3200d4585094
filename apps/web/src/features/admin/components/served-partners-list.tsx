import { bundledPartnersFor } from '@eco/contracts/partners';
import { formatDateTime } from '@/lib/format';
import { useAdminPartners } from '../api/get-admin-partners';
import { useOwnerContext } from '../hooks/use-owner-context';

const sameRoot = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const partnersCount = (count: number) => `${count} partner${count === 1 ? '' : 's'}`;

/**
 * Where partners get their proofs for the root on the contract: the list bundled with the site,
 * or the list the team published to the API. A root neither of them matches means partners
 * cannot buy, which the owner must see before they find out.
 */
export function ServedPartnersList({ isAdmin }: { isAdmin: boolean }) {
  // Each line may name a root and the publisher's address: `wrap-anywhere` keeps them in the card.
  const { state, chainId } = useOwnerContext();
  const bundled = bundledPartnersFor(chainId, state.merkleRootOfPartners);
  const served = useAdminPartners(chainId, isAdmin && !bundled);

  if (bundled) {
    return (
      <p className="text-sm wrap-anywhere text-slate-700">
        Partners get their proofs from the list the site was built with (
        {partnersCount(Object.keys(bundled.partners).length)}), which matches this root.
      </p>
    );
  }
  if (!isAdmin || served.isPending) return null;
  if (served.isError) {
    return (
      <p className="text-sm wrap-anywhere text-slate-700">
        The list the site serves could not be read: its server did not answer.
      </p>
    );
  }
  const { published } = served.data;
  if (published && sameRoot(published.root, state.merkleRootOfPartners)) {
    return (
      <p className="text-sm wrap-anywhere text-slate-700">
        Partners get their proofs from the list published on {formatDateTime(published.publishedAt)}
        {published.publishedBy ? ` by ${published.publishedBy}` : ''} (
        {partnersCount(published.count)}), which matches this root.
      </p>
    );
  }
  return (
    <p className="rounded-2xl bg-amber-50 p-3 text-sm wrap-anywhere text-amber-950">
      {published
        ? `The list the site serves (${partnersCount(published.count)}, root ${published.root}, published ${formatDateTime(published.publishedAt)}) does not match this root`
        : 'No list matching this root has been published to the site'}
      : partners cannot get their proofs from the site until it is. Compute the list below and
      publish it.
    </p>
  );
}
