import { zeroAddress } from 'viem';
import { Button } from '@/components/ui/button';
import { useOwnerAction } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';
import { parseAddress } from '../owner-input';
import { shortAddress } from '../owner-format';
import { ActionCard, ActionForm, ActionProgress, AddressField } from './action-card';

/**
 * transferOwnership, two steps: the owner names the next owner, who must accept from its own
 * wallet (acceptOwnership); until then the owner stays in charge and can cancel.
 */
export function OwnershipAction() {
  const { state, account } = useOwnerContext();
  const start = useOwnerAction({ owner: '' });
  const cancelTransfer = useOwnerAction();
  const pending = state.token.pendingOwner !== zeroAddress ? state.token.pendingOwner : undefined;

  const onReview = async () => {
    const next = start.parse({ owner: parseAddress(start.values.owner, 'new owner') });
    if (!next) return;
    if (next.owner === account) {
      start.fail({ owner: 'This wallet is the owner already: name another one.' });
      return;
    }
    if (next.owner === pending) {
      start.fail({ owner: 'This wallet is already the pending owner: it only has to accept.' });
      return;
    }
    await start.review(
      { functionName: 'transferOwnership', args: [next.owner] },
      [
        { label: 'Pending owner', from: pending ?? 'none', to: next.owner },
        { label: 'Owner until it accepts', from: account, to: account },
      ],
      `${shortAddress(next.owner)} can now accept ownership from its own wallet.`,
    );
  };

  return (
    <ActionCard
      title="Ownership"
      description="A two-step transfer: the wallet you name becomes owner only when it accepts from the /admin page. Ownership cannot be renounced."
    >
      {pending ? (
        <div className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-950">
          <p>
            Pending owner: <span className="font-mono break-all">{pending}</span>. It becomes the
            owner when it accepts.
          </p>
          <Button
            size="sm"
            variant="outline"
            className="mt-3"
            disabled={cancelTransfer.locked}
            onClick={() =>
              void cancelTransfer.review(
                { functionName: 'transferOwnership', args: [zeroAddress] },
                [{ label: 'Pending owner', from: pending, to: 'none' }],
                'the pending transfer is cancelled.',
              )
            }
          >
            Review: cancel the transfer
          </Button>
        </div>
      ) : null}
      {/* Outside the pending box, so the cancellation's result stays once nothing is pending. */}
      <ActionProgress action={cancelTransfer} />
      <ActionForm action={start} onReview={onReview} submitLabel="Review transfer">
        <AddressField
          label="New owner"
          {...start.field('owner')}
          hint="Check the address twice: only that wallet can accept."
        />
      </ActionForm>
    </ActionCard>
  );
}

/** acceptOwnership, for the pending owner. */
export function AcceptOwnershipAction() {
  const { state } = useOwnerContext();
  const action = useOwnerAction();
  return (
    <ActionCard
      title="Accept ownership"
      description={`The owner ${shortAddress(state.token.owner)} offered ownership of the ECO contract to this wallet.`}
    >
      <ActionForm
        action={action}
        submitLabel="Review: accept ownership"
        onReview={() =>
          action.review(
            { functionName: 'acceptOwnership' },
            [{ label: 'Owner', from: state.token.owner, to: state.token.pendingOwner }],
            'this wallet owns the ECO contract.',
          )
        }
      />
    </ActionCard>
  );
}
