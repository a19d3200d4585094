import { useState } from 'react';
import { zeroAddress } from 'viem';
import { Button } from '@/components/ui/button';
import { useOwnerAction } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';
import { parseAddress } from '../owner-input';
import { shortAddress } from '../owner-format';
import { ActionCard, ActionForm, ActionProgress } from './action-card';
import { AddressField } from './address-field';

/**
 * transferOwnership, two steps: the owner names the next owner, who must accept from its own
 * wallet (acceptOwnership); until then the owner stays in charge and can cancel.
 */
export function OwnershipAction() {
  const { state, account } = useOwnerContext();
  const start = useOwnerAction();
  const cancelTransfer = useOwnerAction();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string>();
  const pending = state.pendingOwner !== zeroAddress ? state.pendingOwner : undefined;

  const onReview = async () => {
    const parsed = parseAddress(address, 'new owner');
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    if (parsed.value === account) {
      setError('This wallet is the owner already: name another one.');
      return;
    }
    if (parsed.value === pending) {
      setError('This wallet is already the pending owner: it only has to accept.');
      return;
    }
    await start.review(
      { functionName: 'transferOwnership', args: [parsed.value] },
      [
        { label: 'Pending owner', from: pending ?? 'none', to: parsed.value },
        { label: 'Owner until it accepts', from: account, to: account },
      ],
      `${shortAddress(parsed.value)} can now accept ownership from its own wallet.`,
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
            disabled={cancelTransfer.busy || cancelTransfer.status.step === 'review'}
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
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            setError(undefined);
            start.edited();
          }}
          hint="Check the address twice: only that wallet can accept."
          error={error}
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
      description={`The owner ${shortAddress(state.owner)} offered ownership of the ECO contract to this wallet.`}
    >
      <ActionForm
        action={action}
        submitLabel="Review: accept ownership"
        onReview={() =>
          action.review(
            { functionName: 'acceptOwnership' },
            [{ label: 'Owner', from: state.owner, to: state.pendingOwner }],
            'this wallet owns the ECO contract.',
          )
        }
      />
    </ActionCard>
  );
}
