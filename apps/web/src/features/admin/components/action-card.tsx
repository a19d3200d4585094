import { useEffect, useId, useRef, type SyntheticEvent, type ReactNode } from 'react';
import { InputField, SelectField, type InputFieldProps } from '@/components/ui/form/field';
import { Button } from '@/components/ui/button';
import { formatDelay } from '@/lib/format';
import { Spinner } from '@/components/ui/spinner';
import { TransactionStatus } from '@/components/wallet/transaction-status';
import type { OwnerAction } from '../hooks/use-owner-action';
import { saleStages } from '../owner-format';

/** A titled card holding one owner action (or a few closely related ones). */
export function ActionCard({
  title,
  description,
  children,
  id,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="min-w-0 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id={headingId} className="text-lg font-semibold text-brand-950">
        {title}
      </h3>
      {description ? <div className="mt-1 text-sm text-slate-600">{description}</div> : null}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/**
 * An action's form: its fields, a "Review change" button that validates and simulates, then
 * the review, the wallet step, the pending transaction and the result below it.
 */
export function ActionForm({
  action,
  onReview,
  submitLabel = 'Review change',
  children,
}: {
  action: OwnerAction;
  onReview: () => void | Promise<unknown>;
  submitLabel?: string;
  children?: ReactNode;
}) {
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (action.locked) return;
    void onReview();
  };
  return (
    <div className="space-y-4">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {children}
        <Button type="submit" variant="outline" disabled={action.locked}>
          {action.status.step === 'checking' ? <Spinner className="size-4 border-2" /> : null}
          {action.status.step === 'checking' ? 'Checking with the contract…' : submitLabel}
        </Button>
      </form>
      <ActionProgress action={action} />
    </div>
  );
}

/** The review of an action (what will change, Send or Cancel) and its transaction's progress. */
export function ActionProgress({ action }: { action: OwnerAction }) {
  const reviewRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const { status: state, info: plan } = action;
  // Keyboard and screen-reader users land on the review the moment it appears.
  useEffect(() => {
    if (state.step === 'review') reviewRef.current?.focus();
  }, [state.step]);

  if (state.step === 'review' && plan) {
    return (
      <div
        ref={reviewRef}
        tabIndex={-1}
        role="group"
        aria-labelledby={headingId}
        className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      >
        <p id={headingId} className="font-semibold">
          The contract accepts this change. It will:
        </p>
        <ul className="mt-2 space-y-1">
          {plan.changes.map((change) => (
            <li key={change.label} className="break-words">
              <span className="font-medium">{change.label}:</span>{' '}
              <span className="tabular-nums">{change.from}</span> →{' '}
              <span className="font-semibold tabular-nums">{change.to}</span>
            </li>
          ))}
        </ul>
        {plan.delaySeconds === undefined ? null : (
          <p className="mt-2">
            Sending schedules it on the owner timelock: it is public on the chain at once, and can
            run only after the {formatDelay(plan.delaySeconds, 'adjective')} delay, from Pending
            changes.
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void action.send()}>
            Send transaction
          </Button>
          <Button size="sm" variant="ghost" onClick={action.cancel}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }
  if (state.step === 'confirm-in-wallet') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner className="size-4 border-2" /> Confirm the transaction in your wallet…
      </p>
    );
  }
  return (
    <TransactionStatus
      status={state}
      type="owner-action"
      chainId={action.chainId}
      pending="Transaction sent. Waiting for the network to confirm it…"
      done={
        plan?.delaySeconds === undefined
          ? `Done: ${plan?.summary ?? 'the change is on the chain.'}`
          : `Scheduled: once the ${formatDelay(plan.delaySeconds, 'adjective')} delay has passed and it is executed, ${plan.summary}`
      }
    />
  );
}

type SaleStage = (typeof saleStages)[number];

/** The "Sale stage" select of the owner's per-stage actions; answers the chosen stage. */
export function StageSelectField({
  value,
  onChange,
}: {
  value: string;
  onChange: (stage: SaleStage) => void;
}) {
  return (
    <SelectField
      label="Sale stage"
      value={value}
      onChange={(key) => onChange(saleStages.find((s) => s.key === key) ?? saleStages[0]!)}
      options={saleStages.map((s) => ({ value: s.key, label: s.label }))}
    />
  );
}

/** A wallet address input: "0x…" placeholder, no autocomplete or spell check to get in the way. */
export function AddressField(
  props: Omit<InputFieldProps, 'autoComplete' | 'spellCheck' | 'placeholder'>,
) {
  return <InputField autoComplete="off" spellCheck={false} placeholder="0x…" {...props} />;
}

/** A number the owner types (a percentage, an amount of ECO): a decimal keypad, no autocomplete. */
export function DecimalField(props: Omit<InputFieldProps, 'inputMode' | 'autoComplete'>) {
  return <InputField inputMode="decimal" autoComplete="off" {...props} />;
}
