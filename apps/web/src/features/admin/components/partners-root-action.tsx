import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { bundledPartnersFor } from '@eco/contracts/partners';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form/form-status';
import { TextareaField } from '@/components/ui/form/field';
import { saveJson } from '@/lib/download';
import { submissionErrorMessage } from '@/lib/form-errors';
import { formatDateTime, formatEco } from '@/lib/format';
import { formatUnits } from '@/lib/units';
import { useAdminMe } from '../api/get-admin-me';
import { useAdminPartners } from '../api/get-admin-partners';
import { usePublishPartners } from '../api/publish-partners';
import { useOwnerAction } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';
import type { PartnersList } from '../partners-list';
import { ActionCard, ActionForm } from './action-card';

const partnersCount = (count: number) => `${count} partner${count === 1 ? '' : 's'}`;
const sameRoot = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const totalOf = (partners: PartnersList['partners']) =>
  partners.reduce((sum, { allocation }) => sum + allocation, 0n);

/** What the panel knows of the visitor's site session, and the control to start one. */
export type AdminSession = { signedIn: boolean; signIn: ReactNode };

/**
 * setMerkleRootOfPartners from a CSV or JSON list: the root and proofs are computed here with
 * the contract tool's code, the proofs file can be downloaded, and once the root is on the
 * chain the list is published to the site so partners get their proofs.
 */
export function PartnersRootAction({ session }: { session: AdminSession }) {
  const { state, chainId } = useOwnerContext();
  const action = useOwnerAction({ text: '' });
  const access = useAdminMe(session.signedIn);
  const publish = usePublishPartners();
  const fileId = useId();
  const [fileName, setFileName] = useState<string>();
  const [list, setList] = useState<PartnersList>();
  const published = useRef<string | undefined>(undefined);

  const canPublish = access.data?.status === 'admin';
  const onChain = list && sameRoot(list.file.root, state.merkleRootOfPartners);

  const doPublish = (current: PartnersList) => {
    published.current = current.file.root;
    publish.mutate({
      chainId,
      partners: current.partners.map(({ address, allocation }) => ({
        address,
        allocation: formatUnits(allocation, 18),
      })),
      root: current.file.root,
    });
  };

  // The root this card sent (directly, or scheduled on the owner timelock, which runs it later).
  const sent = useRef<string | undefined>(undefined);
  if (action.status.step === 'done' && list) sent.current = list.file.root;

  // Once the root this card sent is on the chain, the site serves the list's proofs.
  useEffect(() => {
    if (!list || !onChain || !canPublish || sent.current !== list.file.root) return;
    if (published.current === list.file.root) return;
    doPublish(list);
    // doPublish only reads what is listed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onChain, action.status.step, list, canPublish]);

  const changed = (text: string, file?: string) => {
    action.set({ text });
    setFileName(file);
    setList(undefined);
    publish.reset();
    published.current = undefined;
  };

  const compute = async () => {
    // The merkle code loads only when a list is computed.
    const { buildPartnersList } = await import('../partners-list');
    const built = action.parse({ text: buildPartnersList(action.values.text, chainId, fileName) });
    setList(built?.text);
  };

  const onReview = async () => {
    if (!list) return;
    await action.review(
      { functionName: 'setMerkleRootOfPartners', args: [list.file.root] },
      [
        { label: 'Partners root', from: state.merkleRootOfPartners, to: list.file.root },
        {
          label: 'Partners',
          from: 'the current list',
          to: `${partnersCount(list.partners.length)}, ${formatEco(totalOf(list.partners))} ECO allocated in all`,
        },
      ],
      `the partners root is ${list.file.root}.`,
    );
  };

  const publishError =
    publish.error &&
    submissionErrorMessage(publish.error, 'The list could not be published. Try again.');

  return (
    <ActionCard
      title="Partners list"
      description="Each partner buys in the partners stage up to their own allocation, with a merkle proof of their address and allocation. The root is computed in this browser with the same leaf format as the contract's tool."
    >
      <p className="text-sm text-slate-700">
        Root on the contract:{' '}
        <span className="font-mono text-xs break-all">{state.merkleRootOfPartners}</span>
      </p>
      <ServedPartnersList isAdmin={canPublish} />
      <div className="space-y-1.5">
        <label htmlFor={fileId} className="block text-sm font-semibold text-slate-800">
          Partners file (CSV or JSON)
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-full file:border file:border-brand-700 file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void file.text().then((text) => changed(text, file.name));
          }}
        />
      </div>
      <TextareaField
        label="Or paste the partners and their allocations"
        rows={4}
        spellCheck={false}
        placeholder={'0x…,250000\n0x…,100000'}
        {...action.field('text')}
        onChange={(event) => changed(event.target.value)}
        hint="One partner per line as address,allocation in ECO (CSV; an address,allocation header is allowed), or a JSON array of { address, allocation }."
      />
      <Button variant="outline" onClick={() => void compute()}>
        Compute root
      </Button>

      {list ? (
        <div role="status" className="space-y-3 rounded-2xl bg-slate-50 p-4 text-sm">
          <p>
            <strong>{partnersCount(list.partners.length)}</strong>,{' '}
            <strong>{formatEco(totalOf(list.partners))} ECO</strong> allocated in all, root{' '}
            <span className="font-mono text-xs break-all">{list.file.root}</span>
          </p>
          <p>
            {onChain
              ? 'This is the root on the contract already.'
              : 'This root is not on the contract yet.'}
          </p>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => saveJson(list.file, `partners-${chainId}.json`)}
          >
            <Download aria-hidden="true" className="size-4" /> Download proofs file
          </Button>
        </div>
      ) : null}

      {list && (!onChain || action.status.step !== 'idle') ? (
        <ActionForm action={action} onReview={onReview} submitLabel="Review: set this root" />
      ) : null}

      {list && onChain ? (
        <div className="space-y-3">
          {!session.signedIn || access.data?.status === 'signed-out' ? (
            <div className="space-y-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-950">
              <p>
                Sign in with the owner’s wallet to publish this list to the site, so partners can
                buy through it. Until then, only the proofs file has the new proofs.
              </p>
              <div className="max-w-sm">{session.signIn}</div>
            </div>
          ) : access.data?.status === 'forbidden' ? (
            <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-950">
              {access.data.message} Sign in with the owner’s wallet to publish the list.
            </p>
          ) : access.isError ? (
            <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-950">
              The site’s server could not be reached, so the list cannot be published now. The
              proofs file above holds every proof.
            </p>
          ) : canPublish && !publish.isSuccess ? (
            <Button variant="outline" disabled={publish.isPending} onClick={() => doPublish(list)}>
              {publish.isPending ? 'Publishing…' : 'Publish this list to the site'}
            </Button>
          ) : null}
          {publish.isSuccess ? (
            <FormStatus
              status={{
                kind: 'success',
                message: `Published to the site: ${publish.data.count} partners, root ${publish.data.root}, ${formatDateTime(publish.data.publishedAt)}.`,
              }}
            />
          ) : publishError ? (
            <FormStatus status={{ kind: 'error', message: publishError }} />
          ) : null}
        </div>
      ) : null}
    </ActionCard>
  );
}

/**
 * Where partners get their proofs for the root on the contract: the list bundled with the site,
 * or the list the team published to the API. A root neither of them matches means partners
 * cannot buy, which the owner must see before they find out.
 */
function ServedPartnersList({ isAdmin }: { isAdmin: boolean }) {
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
