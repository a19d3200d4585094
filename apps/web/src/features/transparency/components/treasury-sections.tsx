import { saleStages } from '@eco/contracts';
import { AlertTriangle, BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { getAddress } from 'viem';
import { HistoryCatchingUp } from '@/components/history-status';
import { Figure, Verdict } from '@/components/reconciliation';
import { PublicationVerdict, type VerdictWords } from '@/components/publication-box';
import { SampleBadge } from '@/components/ui/sample-badge';
import { carbonCredits } from '@/content/carbon-credits';
import { stageLabel } from '@/content/token';
import { assetText, ecoText, ethText, formatUtcDateTime, usdcText } from '@/lib/format';
import { minimumRaiseText, stageStandingText } from '@/lib/wallet/stage-terms-text';
import { ledgerHash, outflowTagsPath } from '@/lib/ledger-hash';
import { publicationStatus, type PublicationStatus } from '@/lib/publication';
import { usePublication, type Publication } from '@/lib/wallet/use-publication';
import { useOutflowTags, type OutflowTags } from '../api/use-outflow-tags';
import { useTreasury, type Treasury } from '../api/use-treasury';
import { reconcileFundWallet, saleProblems, type Outflow, type TagCheck } from '../treasury';
import { AddressLine, TxLink } from './address-line';

/** A section of the page under its heading, which labels it. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

const assets = [
  ['eth', 'ETH', 'returnedEth', 'raised', 'withdrawn'],
  ['usdc', 'USDC', 'returnedUsdc', 'raisedUsdc', 'withdrawnUsdc'],
] as const;

/**
 * The sale's money per asset: raised, returned to buyers, withdrawn to the fund wallet, held for
 * buyers who may still take it back and withdrawable now, each reconciled with what the contract
 * holds of that asset (docs/decisions/0032, 0034).
 */
function SaleMoney({ data }: { data: Treasury }) {
  const { sale, contract } = data;
  return (
    <Section id="sale-money" title="The sale's money">
      <p className="text-slate-700">
        A buyer may take a purchase back within its withdrawal window, and every purchase of a
        cancelled stage, or of one that missed its minimum raise, may be refunded. Until no buyer
        may take it back, a payment stays held in the contract; only the rest can be withdrawn to
        the fund wallet.
      </p>
      {assets.map(([asset, unit, returnedKey, raisedKey, withdrawnKey]) => {
        if (asset === 'usdc' && !contract.takesUsdc) {
          return (
            <p key={asset} className="text-slate-700">
              This deployment takes no USDC: every purchase is paid in ETH.
            </p>
          );
        }
        const funds = contract.funds[asset];
        const balance = contract.balances[asset];
        const text = (units: bigint) => assetText(asset, units);
        const history = {
          raised: BigInt(sale[raisedKey]),
          returned: BigInt(sale[returnedKey]),
          withdrawn: BigInt(sale[withdrawnKey]),
        };
        return (
          <section key={asset} aria-labelledby={`sale-${asset}-heading`} className="space-y-3">
            <h3 id={`sale-${asset}-heading`} className="text-lg font-semibold text-brand-950">
              In {unit}
            </h3>
            <dl className="grid gap-3 sm:grid-cols-3">
              <Figure term="Raised by purchases">{text(history.raised)}</Figure>
              <Figure term="Returned to buyers (withdrawals and refunds)">
                {text(history.returned)}
              </Figure>
              <Figure term="Withdrawn to the fund wallet">{text(history.withdrawn)}</Figure>
              <Figure term="Held for buyers who may still take it back">{text(funds.held)}</Figure>
              <Figure term="Withdrawable now">{text(funds.withdrawable)}</Figure>
              <Figure term="Held by the contract">{text(balance)}</Figure>
            </dl>
            <Verdict
              block={sale.indexed.number}
              problems={saleProblems(asset, sale, funds, balance)}
              note={`Raised − returned − withdrawn = what the contract holds: ${text(balance)}.`}
            />
          </section>
        );
      })}
    </Section>
  );
}

/** Each stage: what it sold net of returns, its money per asset, its terms and its standing. */
function SaleStagesMoney({ data }: { data: Treasury }) {
  const { sale, contract } = data;
  return (
    <Section id="sale-stages" title="Stage by stage">
      <ul className="grid gap-4 lg:grid-cols-3">
        {saleStages.map((stage) => {
          const totals = sale.stages.find((s) => s.stage === stage.number);
          const terms = contract.terms[stage.key];
          const money = (
            raised: string | undefined,
            returned: string | undefined,
            asset: 'eth' | 'usdc',
          ) =>
            `${assetText(asset, BigInt(raised ?? '0'))} raised, ${assetText(asset, BigInt(returned ?? '0'))} returned`;
          const rows: [string, string][] = [
            ['Sold, net of returns', ecoText(BigInt(totals?.sold ?? '0'))],
            [
              'Purchases',
              `${totals?.purchases ?? 0} (${totals?.returnedPurchases ?? 0} withdrawn or refunded)`,
            ],
            ['In ETH', money(totals?.raised, totals?.returnedEth, 'eth')],
            ...(contract.takesUsdc
              ? ([
                  ['In USDC', money(totals?.raisedUsdc, totals?.returnedUsdc, 'usdc')],
                  [
                    'USDC price',
                    terms.usdcPrice === 0n ? 'ETH only' : `${usdcText(terms.usdcPrice)} per ECO`,
                  ],
                ] as [string, string][])
              : []),
            ['Minimum raise', minimumRaiseText(terms.minimum)],
            ['Standing', stageStandingText(terms) ?? 'Neither finalized nor cancelled'],
          ];
          return (
            <li
              key={stage.key}
              data-stage={stage.key}
              className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4"
            >
              <h3 className="font-semibold text-brand-950">{stageLabel(stage.key)}</h3>
              <dl className="mt-2 space-y-2 text-sm">
                {rows.map(([term, value]) => (
                  <div key={term}>
                    <dt className="text-slate-600">{term}</dt>
                    <dd className="font-semibold break-words text-brand-950 tabular-nums">
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

const purposeText = (outflow: Outflow): string => {
  const tag = outflow.tag;
  if (!tag) return 'Unexplained: no entry says what this paid for.';
  if (tag.purpose === 'campaign') return `Campaign ${tag.campaignId}: ${tag.description}`;
  if (tag.purpose === 'carbon-credits') {
    return `Carbon credits, ledger row ${tag.ledgerRowId}: ${tag.description}`;
  }
  return tag.description;
};

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** What the chain says of an outflow's tag, under what the tag says. */
function CheckLine({ check }: { check: TagCheck }) {
  switch (check.kind) {
    case 'verified':
      return (
        <p className="mt-1 flex items-start gap-1.5 text-sm font-semibold text-emerald-900">
          <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {check.evidence}
        </p>
      );
    case 'claimed':
      return (
        <p className="mt-1 text-sm text-slate-700">
          The team&apos;s word: the chain cannot show what this paid for, so it is not checked.
        </p>
      );
    case 'unverified':
      return (
        <p className="mt-1 text-sm font-semibold text-red-900">
          Unverified: {capitalised(check.reason)}
        </p>
      );
    case 'mismatch':
      return (
        <p className="mt-1 flex items-start gap-1.5 text-sm font-semibold text-red-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Mismatch: {capitalised(check.reason)}
        </p>
      );
    case 'untagged':
      return null;
  }
}

const explains = (check: TagCheck) => check.kind === 'verified' || check.kind === 'claimed';

/** Whether the tag file this page read is the version the team last published on-chain. */
function TagsPublication({
  status,
  tags,
  publication,
  chainId,
}: {
  status: PublicationStatus;
  tags: OutflowTags;
  publication: Publication;
  chainId: number;
}) {
  // Unpublished tags count for nothing: an alert once this chain has any.
  const any = tags.outflows.some((tag) => tag.chainId === chainId);
  const words: VerdictWords = {
    published: (version, at) => ({
      title: `Outflow tags version ${version}, published on-chain.`,
      text: (
        <>
          The tags below are version {version}, which the team published{at}.
        </>
      ),
    }),
    unpublished: {
      title: 'The outflow tags have not been published on-chain yet.',
      text: `No version of the tag file has been recorded on the chain, so nothing proves that its tags are the ones the team stands behind${any ? ': none of them counts.' : '.'}`,
      tone: any ? 'bad' : 'warn',
    },
    mismatch: (version, at) => ({
      title: `The outflow tags served do not match the last published version (version ${version}).`,
      text: (
        <>
          The tag file was changed after version {version} was published{at}, or differs from it, so
          none of its tags counts.
        </>
      ),
    }),
  };
  return (
    <PublicationVerdict
      status={status}
      publication={publication}
      chainId={chainId}
      words={words}
      hashLine={
        <p className="mt-2 text-sm text-slate-700">
          Hash of{' '}
          <a className="font-semibold text-brand-800 underline" href={outflowTagsPath}>
            the tag file
          </a>{' '}
          this page read (keccak-256 of its tags&apos; canonical JSON):{' '}
          <code className="font-mono break-all">{tags.hash}</code>
        </p>
      }
    />
  );
}

/** The fund wallet: balance, every outgoing payment and what it paid for, and the sum. */
function FundWallet({ data, chainId }: { data: Treasury; chainId: number }) {
  const tags = useOutflowTags();
  const tagsPublication = usePublication(chainId, 'outflow-tags');
  const ledgerPublication = usePublication(chainId, 'ledger');
  const { fund } = data;
  if (!tags.data || !tagsPublication.data || !ledgerPublication.data) {
    const failed = tags.isError || tagsPublication.isError || ledgerPublication.isError;
    return (
      <p className="text-slate-700">
        {failed
          ? 'What the outgoing payments paid for, or the published versions it is checked against, could not be read just now, so the fund wallet is not reconciled.'
          : 'Reading what the outgoing payments paid for…'}
      </p>
    );
  }
  const tagsStatus = publicationStatus(
    tags.data.hash,
    tagsPublication.data.latestVersion,
    tagsPublication.data.latestHash,
  );
  const ledgerStatus = publicationStatus(
    ledgerHash(carbonCredits),
    ledgerPublication.data.latestVersion,
    ledgerPublication.data.latestHash,
  );
  const r = reconcileFundWallet(fund, data.fundBalance, tags.data.outflows, {
    tagsPublished: tagsStatus.kind === 'published',
    campaignWallets: data.campaignWallets,
    donations: data.donations,
    ledger: { rows: carbonCredits, published: ledgerStatus.kind === 'published' },
  });
  const movedFund =
    data.contract.fundWallet.toLowerCase() !== fund.wallet.toLowerCase() ? (
      <p role="alert" className="rounded-2xl border-2 border-red-400 bg-red-50 p-4 text-red-950">
        The contract now sends withdrawals to {data.contract.fundWallet}, not to the wallet below,
        whose history this page follows.
      </p>
    ) : null;
  return (
    <Section id="fund-wallet" title="The fund wallet">
      <p>
        <AddressLine address={getAddress(fund.wallet)} chainId={chainId} label="fund wallet" />
      </p>
      {movedFund}
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure term={`Balance before the sale (block ${fund.openingBlock})`}>
          {ethText(r.opening)}
        </Figure>
        <Figure term="Received in all">
          {ethText(r.inflows)}
          <span className="block text-sm font-normal text-slate-600">
            of which {ethText(r.withdrawn)} withdrawn from the sale
          </span>
        </Figure>
        <Figure term="Paid out, purpose checked against the chain">{ethText(r.verified)}</Figure>
        <Figure term="Paid out, purpose on the team's word">{ethText(r.claimed)}</Figure>
        <Figure term="Paid out, unexplained">{ethText(r.unexplained)}</Figure>
        <Figure term="Network fees paid">{ethText(r.fees)}</Figure>
        <Figure term={`Balance at block ${fund.indexed.number}`}>{ethText(r.balance)}</Figure>
      </dl>
      <TagsPublication
        status={tagsStatus}
        tags={tags.data}
        publication={tagsPublication.data}
        chainId={chainId}
      />
      <Verdict
        block={fund.indexed.number}
        problems={r.problems}
        note={
          r.claimed > 0n
            ? `${ethText(r.claimed)} of the payments below counts on the team's word alone: the chain cannot show what it paid for.`
            : undefined
        }
      />
      <h3 className="text-lg font-semibold text-brand-950">Outgoing payments</h3>
      {r.outflows.length === 0 ? (
        <p className="text-slate-700">The fund wallet has paid nothing out yet.</p>
      ) : (
        <ul className="space-y-3">
          {r.outflows.map((outflow) => (
            <li
              key={`${outflow.flow.transactionHash}-${outflow.flow.order}`}
              data-outflow={outflow.check.kind}
              className={`rounded-2xl border-2 p-4 ${explains(outflow.check) ? 'border-slate-200 bg-white' : 'border-red-400 bg-red-50'}`}
            >
              <p className="font-semibold text-brand-950 tabular-nums">
                {ethText(outflow.amount)} to{' '}
                <code className="font-mono text-sm break-all">
                  {outflow.flow.counterparty ? getAddress(outflow.flow.counterparty) : 'unknown'}
                </code>
              </p>
              <p
                className={outflow.tag ? 'mt-1 text-slate-700' : 'mt-1 font-semibold text-red-900'}
              >
                {purposeText(outflow)}{' '}
                {outflow.tag?.provenance.status === 'sample' ? <SampleBadge /> : null}
                {outflow.tag?.provenance.status === 'verified' ? (
                  <span className="text-sm text-slate-600">
                    {' '}
                    Source: {outflow.tag.provenance.source} (checked{' '}
                    {outflow.tag.provenance.checked})
                  </span>
                ) : null}
              </p>
              <CheckLine check={outflow.check} />
              <p className="mt-1 text-sm text-slate-600">
                {formatUtcDateTime(Number(outflow.flow.timestamp) * 1000)} · block{' '}
                {outflow.flow.blockNumber} ·{' '}
                <TxLink hash={outflow.flow.transactionHash} chainId={chainId} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Where the sale's money is, from the chain and its history, reconciled to the smallest unit. */
export function TreasurySections({ chainId }: { chainId: number }) {
  const treasury = useTreasury(chainId);
  if (!treasury.data) {
    return treasury.isError ? (
      <HistoryCatchingUp />
    ) : (
      <p className="text-slate-700">Reading the sale&apos;s money from the chain…</p>
    );
  }
  return (
    <div className="space-y-10">
      {treasury.data.catchingUp || treasury.isError ? <HistoryCatchingUp /> : null}
      <SaleMoney data={treasury.data} />
      <SaleStagesMoney data={treasury.data} />
      <FundWallet data={treasury.data} chainId={chainId} />
    </div>
  );
}
