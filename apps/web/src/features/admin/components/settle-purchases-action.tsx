import { Button } from '@/components/ui/button';
import { ethText, formatUtcDateTime, usdcText } from '@/lib/format';
import type { StageTerms } from '@/lib/wallet/stage-terms-text';
import { useOwnerAction } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';
import { useReleasePreview } from '../hooks/use-release-preview';
import { change, moneyText, saleStages } from '../owner-format';
import { isReleasable, RELEASE_BATCH, type ReleasePreview } from '../release-preview';
import { ActionCard, ActionProgress } from './action-card';

const plural = (n: number | bigint, one: string, many: string) =>
  `${n.toString()} ${n === 1 || n === 1n ? one : many}`;

const utc = (seconds: bigint) => formatUtcDateTime(Number(seconds) * 1000);

/**
 * Where one stage's settlement stands, in a sentence: why it may not be settled, or what the next
 * batch would release and what waits.
 */
export function settleText(
  terms: StageTerms,
  settled: { purchases: bigint; releasedUpTo: bigint },
  preview: ReleasePreview | undefined,
): string {
  if (terms.cancelled)
    return 'Cancelled: every purchase in it may be refunded, so none is settled.';
  if (terms.minimum.state === 'missed')
    return 'It missed its minimum raise: every purchase in it may be refunded, so none is settled.';
  if (!terms.finalized)
    return 'Not finalized yet: its purchases stay held for their buyers until it is.';
  if (!isReleasable(terms))
    return `Its minimum raise is pending until ${utc(terms.minimum.deadline)}: nothing is settled before it is met.`;
  if (settled.releasedUpTo === settled.purchases)
    return `Every one of its ${plural(settled.purchases, 'purchase', 'purchases')} is settled.`;
  if (!preview) return 'Reading its purchases…';
  const waits = preview.waitsFor
    ? ` Purchase ${preview.waitsFor.index.toString()} is in its withdrawal window until ${utc(preview.waitsFor.until)}; the ones after it wait for it.`
    : '';
  const more =
    preview.beyond > 0n
      ? ` ${plural(preview.beyond, 'more purchase follows', 'more purchases follow')} in the next batch.`
      : '';
  if (preview.count === 0) {
    return preview.waitsFor ? `Nothing to settle now.${waits}` : `Nothing held to release.${more}`;
  }
  return `${plural(preview.count, 'purchase is', 'purchases are')} past ${preview.count === 1 ? 'its' : 'their'} withdrawal window and still held: settling releases ${moneyText(preview.eth, preview.usdc)}, which may then be withdrawn.${waits}${more}`;
}

/** Where the release cursor stands after the batch: the first purchase it did not settle. */
const settledAfter = (total: bigint, preview: ReleasePreview) =>
  preview.waitsFor?.index ?? total - preview.beyond;

/**
 * releasePurchases(stage, RELEASE_BATCH), sent from the connected wallet itself: anyone may call
 * it, so it never waits for the owner timelock (docs/decisions/0032). Per stage, how many
 * purchases are past their windows and still held, and what settling them releases per asset.
 */
export function SettlePurchasesAction() {
  const { state } = useOwnerContext();
  const action = useOwnerAction(undefined, { anyone: true });
  const previews = useReleasePreview();
  const { funds } = state;
  return (
    <ActionCard
      title="Settle purchases"
      description={`Releases the purchases of a finalized stage, whose minimum raise is met or which has none, once their withdrawal windows have passed: their payments may then be withdrawn and their referral rewards are paid. Anyone may do it; it does not go through the timelock. It settles at most ${RELEASE_BATCH.toString()} purchases per transaction, so a stage with many small purchases is settled in several batches.`}
    >
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
        {saleStages.map((stage) => {
          const terms = state.token.stages[stage.key];
          const settled = state.settlement[stage.key];
          const preview = previews.data?.[stage.key];
          const ready = isReleasable(terms) && preview !== undefined;
          const to = preview ? settledAfter(settled.purchases, preview) : 0n;
          return (
            <li key={stage.key} className="space-y-2 p-3" data-stage={stage.key}>
              <p className="font-semibold text-brand-950">{stage.label}</p>
              <p className="text-sm text-slate-700">{settleText(terms, settled, preview)}</p>
              <Button
                size="sm"
                variant="outline"
                disabled={action.locked || !ready || to <= settled.releasedUpTo}
                onClick={() => {
                  if (!preview) return;
                  const of = (n: bigint) => `${n.toString()} of ${settled.purchases.toString()}`;
                  void action.review(
                    { functionName: 'releasePurchases', args: [stage.number, RELEASE_BATCH] },
                    [
                      change(`${stage.label} purchases settled`, of, settled.releasedUpTo, to),
                      change(
                        'ETH held for buyers',
                        ethText,
                        funds.eth.held,
                        funds.eth.held - preview.eth,
                      ),
                      change(
                        'USDC held for buyers',
                        usdcText,
                        funds.usdc.held,
                        funds.usdc.held - preview.usdc,
                      ),
                      change(
                        'ETH withdrawable',
                        ethText,
                        funds.eth.withdrawable,
                        funds.eth.withdrawable + preview.eth,
                      ),
                      change(
                        'USDC withdrawable',
                        usdcText,
                        funds.usdc.withdrawable,
                        funds.usdc.withdrawable + preview.usdc,
                      ),
                    ],
                    `${plural(preview.count, 'purchase', 'purchases')} of the ${stage.label} stage settled: ${moneyText(preview.eth, preview.usdc)} may now be withdrawn.`,
                  );
                }}
              >
                {`Settle ${stage.label}`}
              </Button>
            </li>
          );
        })}
      </ul>
      <ActionProgress action={action} />
    </ActionCard>
  );
}
