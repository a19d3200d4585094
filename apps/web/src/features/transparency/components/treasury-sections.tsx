import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { saleStages } from '@eco/contracts';
import { AlertTriangle, BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { getAddress } from 'viem';
import { HistoryCatchingUp } from '@/components/history-status';
import { Figure, Verdict } from '@/components/reconciliation';
import { PublicationVerdict, type VerdictWords } from '@/components/publication-box';
import { EnglishDocumentLink } from '@/components/ui/in-english';
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
    <Section id="sale-money" title={t`The sale's money`}>
      <p className="text-slate-700">
        {t`A buyer may take a purchase back within its withdrawal window, and every purchase of a cancelled stage, or of one that missed its minimum raise, may be refunded. Until no buyer may take it back, a payment stays held in the contract; only the rest can be withdrawn to the fund wallet.`}
      </p>
      {assets.map(([asset, unit, returnedKey, raisedKey, withdrawnKey]) => {
        if (asset === 'usdc' && !contract.takesUsdc) {
          return (
            <p key={asset} className="text-slate-700">
              {t`This deployment takes no USDC: every purchase is paid in ETH.`}
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
        const held = text(balance);
        return (
          <section key={asset} aria-labelledby={`sale-${asset}-heading`} className="space-y-3">
            <h3 id={`sale-${asset}-heading`} className="text-lg font-semibold text-brand-950">
              {t`In ${unit}`}
            </h3>
            <dl className="grid gap-3 sm:grid-cols-3">
              <Figure term={t`Raised by purchases`}>{text(history.raised)}</Figure>
              <Figure term={t`Returned to buyers (withdrawals and refunds)`}>
                {text(history.returned)}
              </Figure>
              <Figure term={t`Withdrawn to the fund wallet`}>{text(history.withdrawn)}</Figure>
              <Figure term={t`Held for buyers who may still take it back`}>
                {text(funds.held)}
              </Figure>
              <Figure term={t`Withdrawable now`}>{text(funds.withdrawable)}</Figure>
              <Figure term={t`Held by the contract`}>{held}</Figure>
            </dl>
            <Verdict
              block={sale.indexed.number}
              problems={saleProblems(asset, sale, funds, balance)}
              note={t`Raised − returned − withdrawn = what the contract holds: ${held}.`}
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
    <Section id="sale-stages" title={t`Stage by stage`}>
      <ul className="grid gap-4 lg:grid-cols-3">
        {saleStages.map((stage) => {
          const totals = sale.stages.find((s) => s.stage === stage.number);
          const terms = contract.terms[stage.key];
          const money = (
            raisedUnits: string | undefined,
            returnedUnits: string | undefined,
            asset: 'eth' | 'usdc',
          ) => {
            const raised = assetText(asset, BigInt(raisedUnits ?? '0'));
            const returned = assetText(asset, BigInt(returnedUnits ?? '0'));
            return t`${raised} raised, ${returned} returned`;
          };
          const purchases = totals?.purchases ?? 0;
          const returnedPurchases = totals?.returnedPurchases ?? 0;
          const usdcPrice = usdcText(terms.usdcPrice);
          const rows: [string, string][] = [
            [t`Sold, net of returns`, ecoText(BigInt(totals?.sold ?? '0'))],
            [t`Purchases`, t`${purchases} (${returnedPurchases} withdrawn or refunded)`],
            [t`In ETH`, money(totals?.raised, totals?.returnedEth, 'eth')],
            ...(contract.takesUsdc
              ? ([
                  [t`In USDC`, money(totals?.raisedUsdc, totals?.returnedUsdc, 'usdc')],
                  [t`USDC price`, terms.usdcPrice === 0n ? t`ETH only` : t`${usdcPrice} per ECO`],
                ] as [string, string][])
              : []),
            [t`Minimum raise`, minimumRaiseText(terms.minimum)],
            [t`Standing`, stageStandingText(terms) ?? t`Neither finalized nor cancelled`],
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
  if (!tag) return t`Unexplained: no entry says what this paid for.`;
  const description = tag.description;
  if (tag.purpose === 'campaign') {
    const campaign = String(tag.campaignId);
    return t`Campaign ${campaign}: ${description}`;
  }
  if (tag.purpose === 'carbon-credits') {
    const row = String(tag.ledgerRowId);
    return t`Carbon credits, ledger row ${row}: ${description}`;
  }
  return description;
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
          {t`The team's word: the chain cannot show what this paid for, so it is not checked.`}
        </p>
      );
    case 'unverified': {
      const reason = capitalised(check.reason);
      return <p className="mt-1 text-sm font-semibold text-red-900">{t`Unverified: ${reason}`}</p>;
    }
    case 'mismatch': {
      const reason = capitalised(check.reason);
      return (
        <p className="mt-1 flex items-start gap-1.5 text-sm font-semibold text-red-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t`Mismatch: ${reason}`}
        </p>
      );
    }
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
  const hash = tags.hash;
  const words: VerdictWords = {
    published: (published, at) => {
      const version = String(published);
      return {
        title: t`Outflow tags version ${version}, published on-chain.`,
        text: (
          <Trans>
            The tags below are version {version}, which the team published{at}.
          </Trans>
        ),
      };
    },
    unpublished: {
      title: t`The outflow tags have not been published on-chain yet.`,
      text: any
        ? t`No version of the tag file has been recorded on the chain, so nothing proves that its tags are the ones the team stands behind: none of them counts.`
        : t`No version of the tag file has been recorded on the chain, so nothing proves that its tags are the ones the team stands behind.`,
      tone: any ? 'bad' : 'warn',
    },
    mismatch: (published, at) => {
      const version = String(published);
      return {
        title: t`The outflow tags served do not match the last published version (version ${version}).`,
        text: (
          <Trans>
            The tag file was changed after version {version} was published{at}, or differs from it,
            so none of its tags counts.
          </Trans>
        ),
      };
    },
  };
  return (
    <PublicationVerdict
      status={status}
      publication={publication}
      chainId={chainId}
      words={words}
      hashLine={
        <p className="mt-2 text-sm text-slate-700">
          <Trans>
            Hash of{' '}
            <EnglishDocumentLink
              className="font-semibold text-brand-800 underline"
              href={outflowTagsPath}
            >
              the tag file
            </EnglishDocumentLink>{' '}
            this page read (keccak-256 of its tags&apos; canonical JSON):{' '}
            <code className="font-mono break-all">{hash}</code>
          </Trans>
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
          ? t`What the outgoing payments paid for, or the published versions it is checked against, could not be read just now, so the fund wallet is not reconciled.`
          : t`Reading what the outgoing payments paid for…`}
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
  const newWallet = data.contract.fundWallet;
  const movedFund =
    newWallet.toLowerCase() !== fund.wallet.toLowerCase() ? (
      <p role="alert" className="rounded-2xl border-2 border-red-400 bg-red-50 p-4 text-red-950">
        {t`The contract now sends withdrawals to ${newWallet}, not to the wallet below, whose history this page follows.`}
      </p>
    ) : null;
  const openingBlock = fund.openingBlock;
  const indexedBlock = fund.indexed.number;
  const withdrawn = ethText(r.withdrawn);
  const claimed = ethText(r.claimed);
  return (
    <Section id="fund-wallet" title={t`The fund wallet`}>
      <p>
        <AddressLine address={getAddress(fund.wallet)} chainId={chainId} label={t`fund wallet`} />
      </p>
      {movedFund}
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure term={t`Balance before the sale (block ${openingBlock})`}>
          {ethText(r.opening)}
        </Figure>
        <Figure term={t`Received in all`}>
          {ethText(r.inflows)}
          <span className="block text-sm font-normal text-slate-600">
            {t`of which ${withdrawn} withdrawn from the sale`}
          </span>
        </Figure>
        <Figure term={t`Paid out, purpose checked against the chain`}>{ethText(r.verified)}</Figure>
        <Figure term={t`Paid out, purpose on the team's word`}>{claimed}</Figure>
        <Figure term={t`Paid out, unexplained`}>{ethText(r.unexplained)}</Figure>
        <Figure term={t`Network fees paid`}>{ethText(r.fees)}</Figure>
        <Figure term={t`Balance at block ${indexedBlock}`}>{ethText(r.balance)}</Figure>
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
            ? t`${claimed} of the payments below counts on the team's word alone: the chain cannot show what it paid for.`
            : undefined
        }
      />
      <h3 className="text-lg font-semibold text-brand-950">{t`Outgoing payments`}</h3>
      {r.outflows.length === 0 ? (
        <p className="text-slate-700">{t`The fund wallet has paid nothing out yet.`}</p>
      ) : (
        <ul className="space-y-3">
          {r.outflows.map((outflow) => (
            <OutflowItem
              key={`${outflow.flow.transactionHash}-${outflow.flow.order}`}
              outflow={outflow}
              chainId={chainId}
            />
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Where a verified tag's purpose was checked, and when. */
const provenanceText = ({ source, checked }: { source: string; checked: string }) =>
  t`Source: ${source} (checked ${checked})`;

/** One outgoing payment: amount and recipient, what its tag says, the chain's check, and where. */
function OutflowItem({ outflow, chainId }: { outflow: Outflow; chainId: number }) {
  const amount = ethText(outflow.amount);
  const recipient = (
    <code className="font-mono text-sm break-all">
      {outflow.flow.counterparty ? getAddress(outflow.flow.counterparty) : t`unknown`}
    </code>
  );
  const provenance = outflow.tag?.provenance;
  const paidAt = formatUtcDateTime(Number(outflow.flow.timestamp) * 1000);
  const block = outflow.flow.blockNumber;
  const transaction = <TxLink hash={outflow.flow.transactionHash} chainId={chainId} />;
  return (
    <li
      data-outflow={outflow.check.kind}
      className={`rounded-2xl border-2 p-4 ${explains(outflow.check) ? 'border-slate-200 bg-white' : 'border-red-400 bg-red-50'}`}
    >
      <p className="font-semibold text-brand-950 tabular-nums">
        <Trans>
          {amount} to {recipient}
        </Trans>
      </p>
      <p className={outflow.tag ? 'mt-1 text-slate-700' : 'mt-1 font-semibold text-red-900'}>
        {purposeText(outflow)} {provenance?.status === 'sample' ? <SampleBadge /> : null}
        {provenance?.status === 'verified' ? (
          <span className="text-sm text-slate-600"> {provenanceText(provenance)}</span>
        ) : null}
      </p>
      <CheckLine check={outflow.check} />
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          {paidAt} · block {block} · {transaction}
        </Trans>
      </p>
    </li>
  );
}

/** Where the sale's money is, from the chain and its history, reconciled to the smallest unit. */
export function TreasurySections({ chainId }: { chainId: number }) {
  const treasury = useTreasury(chainId);
  if (!treasury.data) {
    return treasury.isError ? (
      <HistoryCatchingUp />
    ) : (
      <p className="text-slate-700">{t`Reading the sale's money from the chain…`}</p>
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
