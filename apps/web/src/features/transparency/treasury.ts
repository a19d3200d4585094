import { plural, t } from '@lingui/core/macro';
import type {
  IndexedCampaignWallet,
  IndexedDonation,
  IndexedFundFlow,
  IndexerFundWalletAnswer,
  IndexerSaleAnswer,
} from '@eco/shared';
import { getAddress } from 'viem';
import type { CarbonCredit, FundWalletOutflow } from '@/content/schemas';
import { assetText, ethText } from '@/lib/format';
import { saleReconciliation } from '@/lib/sale-reconciliation';
import { parseUnits } from '@/lib/units';
import type { AssetFunds, SaleAssetKey } from '@/lib/wallet/money-back-reads';

/**
 * What the chain says of an outflow's tag. Only `verified` and `claimed` outflows count as
 * explained; every other kind leaves the outflow unexplained and the wallet unreconciled.
 */
export type TagCheck =
  | { kind: 'untagged' }
  /** The chain shows what the tag says: the campaign's registered wallet, the ledger row's payment. */
  | { kind: 'verified'; evidence: string }
  /** A purpose the chain cannot check ("other"): counted on the team's word, and shown as such. */
  | { kind: 'claimed' }
  /** Nothing contradicts the tag, but what would prove it is not the published version. */
  | { kind: 'unverified'; reason: string }
  /** The chain contradicts the tag, or the file tags the transaction twice. */
  | { kind: 'mismatch'; reason: string };

/** An outgoing flow of the fund wallet, the content entry that says what it paid for, and its check. */
export type Outflow = {
  flow: IndexedFundFlow;
  amount: bigint;
  tag: FundWalletOutflow | undefined;
  check: TagCheck;
};

/** What the tags are checked against, besides the wallet's own history. */
export type TagEvidence = {
  /** Whether the tag file served is the version last published on-chain. */
  tagsPublished: boolean;
  /** Every wallet each campaign had (the indexer's /campaign-wallets). */
  campaignWallets: readonly IndexedCampaignWallet[];
  /**
   * EcoDonations' address and the fund wallet's own donations through it: a campaign may be paid
   * with `donate`, whose Donated event names the campaign.
   */
  donations: { contract: string; given: readonly IndexedDonation[] };
  /** The carbon ledger's rows as the site shows them, and whether they are its published version. */
  ledger: { rows: readonly CarbonCredit[]; published: boolean };
};

const sameAddress = (a: string | null, b: string) =>
  a !== null && a.toLowerCase() === b.toLowerCase();
const addressText = (address: string | null) => (address ? getAddress(address) : t`no recipient`);

/** What a tag says the payment was for, in a few words. */
export function tagClaim(tag: FundWalletOutflow): string {
  if (tag.purpose === 'campaign') {
    const campaign = String(tag.campaignId);
    return t`campaign ${campaign}`;
  }
  if (tag.purpose === 'carbon-credits') {
    const row = String(tag.ledgerRowId);
    return t`ledger row ${row}`;
  }
  const description = tag.description;
  return t`"${description}"`;
}

/** Where a flow or a wallet change sits in the chain: block, then transaction index. */
type Position = { block: bigint; transaction: number };

const flowPosition = (flow: IndexedFundFlow): Position => {
  // `order` is block-txIndex-position (apps/indexer); an order without one sorts after the block's
  // changes, so a wallet set in the same block counts as set before the payment.
  const transaction = /^\d+-(\d+)-\d+$/.exec(flow.order)?.[1];
  return {
    block: BigInt(flow.blockNumber),
    transaction: transaction === undefined ? Number.POSITIVE_INFINITY : Number(transaction),
  };
};

const walletPosition = (wallet: IndexedCampaignWallet): Position => ({
  block: BigInt(wallet.blockNumber),
  transaction: wallet.transactionIndex,
});

const notAfter = (a: Position, b: Position) =>
  a.block < b.block || (a.block === b.block && a.transaction <= b.transaction);

/**
 * The wallet campaign `campaignId` had registered when `flow` was paid: the last one set at or
 * before the payment's transaction (a change in the same transaction counts as before it).
 */
function walletAt(
  wallets: readonly IndexedCampaignWallet[],
  campaignId: number,
  flow: IndexedFundFlow,
): IndexedCampaignWallet | undefined {
  const paid = flowPosition(flow);
  let current: IndexedCampaignWallet | undefined;
  for (const wallet of wallets) {
    if (wallet.campaignId !== campaignId || !notAfter(walletPosition(wallet), paid)) continue;
    if (!current || notAfter(walletPosition(current), walletPosition(wallet))) current = wallet;
  }
  return current;
}

const unpublishedTags = (): TagCheck => ({
  kind: 'unverified',
  reason: t`its tag is in a tag file that is not the version published on-chain, so it does not count.`,
});

const mismatch = (reason: string): TagCheck => ({ kind: 'mismatch', reason });

/** The chain's check of one tag against one outflow of its transaction. */
function checkTag(
  tag: FundWalletOutflow,
  flow: IndexedFundFlow,
  amount: bigint,
  chainId: number,
  evidence: TagEvidence,
): TagCheck {
  // What the chain shows was paid, and to whom, as each sentence below names it.
  const sent = ethText(amount);
  const recipient = addressText(flow.counterparty);
  // What the chain confirms counts only from the tag file published on-chain.
  const verified = (checked: string): TagCheck =>
    evidence.tagsPublished ? { kind: 'verified', evidence: checked } : unpublishedTags();
  if (tag.purpose === 'campaign') {
    const id = tag.campaignId ?? 0;
    if (sameAddress(flow.counterparty, evidence.donations.contract)) {
      const given = evidence.donations.given.some(
        (d) =>
          d.transactionHash.toLowerCase() === flow.transactionHash.toLowerCase() &&
          d.campaignId === id &&
          BigInt(d.amount) === amount,
      );
      return given
        ? verified(
            t`Checked against the chain: given to campaign ${id} through the donations contract.`,
          )
        : mismatch(
            t`the tag says it paid campaign ${id}, but the chain shows ${sent} to ${recipient}, the donations contract, with no donation of that amount to campaign ${id} in this transaction.`,
          );
    }
    const wallet = walletAt(evidence.campaignWallets, id, flow);
    if (!wallet) {
      const block = flow.blockNumber;
      return mismatch(
        t`the tag says it paid campaign ${id}, but campaign ${id} had no registered wallet at block ${block}; the chain shows ${sent} to ${recipient}.`,
      );
    }
    if (!sameAddress(flow.counterparty, wallet.wallet)) {
      const registered = getAddress(wallet.wallet);
      return mismatch(
        t`the tag says it paid campaign ${id}, but the chain shows ${sent} to ${recipient}, not to campaign ${id}'s registered wallet ${registered}.`,
      );
    }
    return verified(t`Checked against the chain: paid to campaign ${id}'s registered wallet.`);
  }
  if (tag.purpose === 'carbon-credits') {
    const id = tag.ledgerRowId ?? 0;
    const row = evidence.ledger.rows.find((r) => r.id === id);
    if (!row) {
      return mismatch(
        t`the tag says it paid for ledger row ${id}, but the carbon ledger has no row ${id}; the chain shows ${sent} to ${recipient}.`,
      );
    }
    if (!row.payment) {
      return mismatch(
        t`the tag says it paid for ledger row ${id}, but that row records no payment; the chain shows ${sent} to ${recipient}.`,
      );
    }
    const { payment } = row;
    const recorded = parseUnits(payment.amountEth, 18);
    const sameTransaction =
      payment.chainId === chainId &&
      payment.transactionHash.toLowerCase() === flow.transactionHash.toLowerCase();
    if (!sameTransaction || !sameAddress(flow.counterparty, payment.to) || recorded !== amount) {
      const recordedAmount = ethText(recorded);
      const recordedRecipient = getAddress(payment.to);
      const transaction = payment.transactionHash;
      const otherChain = payment.chainId;
      return mismatch(
        payment.chainId === chainId
          ? t`the tag says it paid for ledger row ${id}, which records ${recordedAmount} to ${recordedRecipient} in transaction ${transaction}; the chain shows ${sent} to ${recipient} in this one.`
          : t`the tag says it paid for ledger row ${id}, which records ${recordedAmount} to ${recordedRecipient} in transaction ${transaction} on chain ${otherChain}; the chain shows ${sent} to ${recipient} in this one.`,
      );
    }
    if (evidence.tagsPublished && !evidence.ledger.published) {
      return {
        kind: 'unverified',
        reason: t`ledger row ${id} records this payment, but the ledger shown is not its published version, so the tag does not count.`,
      };
    }
    return verified(t`Checked against the chain: the payment ledger row ${id} records.`);
  }
  return evidence.tagsPublished ? { kind: 'claimed' } : unpublishedTags();
}

/**
 * Reconciles the fund wallet: its opening balance plus what came in, less the outflows the team's
 * tags explain and the network fees, must equal its balance at the same block. A tag explains an
 * outflow only when the chain agrees with it: a campaign payment went to the wallet the campaign
 * had registered then (or through EcoDonations, to that campaign), a credit purchase is the payment its ledger row records (and the ledger
 * shown is the published one); a purpose the chain cannot check counts on the team's word and is
 * labelled so. No tag counts while the tag file served is not the version published on-chain. A
 * tag the chain contradicts, a transaction tagged twice, or a tag naming no outflow of the wallet
 * is a problem of its own: the page never says "reconciled" beside one. An unexplained outflow
 * shows as a difference of exactly its amount; ether the indexer did not see moving shows as a
 * difference too.
 */
export function reconcileFundWallet(
  answer: IndexerFundWalletAnswer,
  balance: bigint,
  tags: readonly FundWalletOutflow[],
  evidence: TagEvidence,
) {
  const byHash = new Map<string, FundWalletOutflow[]>();
  for (const tag of tags.filter((t) => t.chainId === answer.chainId)) {
    const key = tag.transactionHash.toLowerCase();
    byHash.set(key, [...(byHash.get(key) ?? []), tag]);
  }
  const outflows: Outflow[] = answer.flows
    .filter((flow) => flow.direction === 'out')
    .map((flow) => {
      const amount = BigInt(flow.amount);
      const found = byHash.get(flow.transactionHash.toLowerCase()) ?? [];
      const [tag] = found;
      const times = found.length;
      const claims = found.map(tagClaim).join('; ');
      const check: TagCheck = !tag
        ? { kind: 'untagged' }
        : times > 1
          ? mismatch(
              t`the tag file tags it ${times} times (${claims}); a payment has one stated purpose, so none of them counts.`,
            )
          : checkTag(tag, flow, amount, answer.chainId, evidence);
      return { flow, amount, tag, check };
    });
  const paidIn = new Set(outflows.map((o) => o.flow.transactionHash.toLowerCase()));
  // Tags of this chain that explain no outflow: their transaction is no payment of the wallet.
  const strayTags = [...byHash.entries()]
    .filter(([hash]) => !paidIn.has(hash))
    .flatMap(([, found]) =>
      found.map((tag) => {
        const transaction = tag.transactionHash;
        const claim = tagClaim(tag);
        const block = answer.indexed.number;
        return {
          tag,
          reason: t`The tag file says transaction ${transaction} paid for ${claim}, but the fund wallet's history up to block ${block} has no outgoing payment in it.`,
        };
      }),
    );
  const sum = (kinds: TagCheck['kind'][]) =>
    outflows.filter((o) => kinds.includes(o.check.kind)).reduce((a, o) => a + o.amount, 0n);
  const verified = sum(['verified']);
  const claimed = sum(['claimed']);
  const unexplained = sum(['untagged', 'unverified', 'mismatch']);
  const opening = BigInt(answer.openingBalance);
  const inflows = BigInt(answer.totals.in);
  const fees = BigInt(answer.totals.fee);
  const explained = opening + inflows - verified - claimed - fees;
  const difference = explained - balance;

  const untagged = outflows.filter((o) => o.check.kind === 'untagged').length;
  const untaggedAmount = ethText(sum(['untagged']));
  const expected = ethText(explained);
  const held = ethText(balance);
  const gap = ethText(difference < 0n ? -difference : difference);
  const problems = [
    ...(untagged > 0
      ? [
          plural(untagged, {
            one: `# outgoing payment (${untaggedAmount}) has no stated purpose.`,
            other: `# outgoing payments (${untaggedAmount}) have no stated purpose.`,
          }),
        ]
      : []),
    ...outflows.flatMap(({ flow, check }) => {
      if (check.kind !== 'mismatch' && check.kind !== 'unverified') return [];
      const transaction = flow.transactionHash;
      const reason = check.reason;
      return [t`Transaction ${transaction}: ${reason}`];
    }),
    ...strayTags.map((stray) => stray.reason),
    ...(difference === 0n
      ? []
      : difference > 0n
        ? [
            t`Opening balance + inflows − explained outflows − fees = ${expected}, but the wallet holds ${held}: ${gap} left without explanation.`,
          ]
        : [
            t`Opening balance + inflows − explained outflows − fees = ${expected}, but the wallet holds ${held}: ${gap} more than its history explains.`,
          ]),
  ];
  return {
    opening,
    // Everything received, and the part of it that came from the sale (`withdraw`).
    inflows,
    withdrawn: BigInt(answer.totals.withdrawn),
    outflows,
    // Paid out with a purpose the chain confirms, on the team's word alone, and with none that counts.
    verified,
    claimed,
    unexplained,
    strayTags,
    fees,
    // What the wallet holds if it spent only on explained purposes: opening + in - explained - fees.
    explained,
    // Its balance on the chain at the indexed block.
    balance,
    // explained - balance: zero when every ether that left is accounted for.
    difference,
    // Every reason it does not reconcile, each naming its transaction where it has one; one
    // transaction's outflows share its tag's problem: said once.
    problems: [...new Set(problems)],
    reconciled: problems.length === 0,
  };
}

/**
 * What disagrees in the sale's money in one asset: the purchases', returns' and withdrawals'
 * events (the indexer's /sale answer) against the contract's own totals (lib/sale-reconciliation.ts),
 * and what the contract holds against raised − returned − withdrawn (what is left of the buyers'
 * payments), and against what it must keep for buyers who may still take their payment back.
 * Empty when all agree.
 */
export function saleProblems(
  asset: SaleAssetKey,
  answer: IndexerSaleAnswer,
  contract: Pick<AssetFunds, 'raised' | 'returned' | 'withdrawn' | 'held'>,
  balance: bigint,
): string[] {
  const text = (units: bigint) => assetText(asset, units);
  const problems = saleReconciliation(answer, { funds: { [asset]: contract } }).flatMap((d) => {
    if (!('asset' in d)) return [];
    const history = text(d.history);
    const counted = text(d.contract);
    switch (d.figure) {
      case 'raised':
        return [t`The purchases add up to ${history}, but the contract counts ${counted} raised.`];
      case 'returned':
        return [
          t`The withdrawals and refunds to buyers add up to ${history}, but the contract counts ${counted} returned.`,
        ];
      case 'withdrawn':
        return [
          t`The withdrawals to the fund wallet add up to ${history}, but the contract counts ${counted} withdrawn.`,
        ];
    }
  });
  const held = text(balance);
  const left = contract.raised - contract.returned - contract.withdrawn;
  if (balance !== left) {
    const expected = text(left);
    problems.push(t`The contract holds ${held}, but raised − returned − withdrawn is ${expected}.`);
  }
  if (balance < contract.held) {
    const kept = text(contract.held);
    problems.push(
      t`The contract holds ${held}, less than the ${kept} it must keep for buyers who may still take their payment back.`,
    );
  }
  return problems;
}
