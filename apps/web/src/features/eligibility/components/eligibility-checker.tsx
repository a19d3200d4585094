import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
// Types only: the checker's code (viem and the contract's ABI) loads when a check is asked for.
import type * as CheckerApi from '../api/check-eligibility';
import type { EligibilityReport } from '../api/check-eligibility';
import { parseAddressInput } from '../eligibility';
import { EligibilityResult, resultSummary } from './eligibility-report';

/** The checker's chain code, fetched on the first check. */
export type CheckerModule = Pick<typeof CheckerApi, 'checkEligibility' | 'EligibilityInputError'>;

const loadChecker = (): Promise<CheckerModule> => import('../api/check-eligibility');

type Phase =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'done'; report: EligibilityReport }
  | { kind: 'failed'; message: string };

/**
 * Checks, without a wallet, which sale stages an address may buy in now: what was typed is
 * checked here first (an address or an ENS name, else a message and nothing read), then the
 * chain code loads and reads every stage for the address in one multicall.
 */
export function EligibilityChecker({
  load = loadChecker,
}: {
  /** Where the chain code comes from: tests hand in their own. */
  load?: () => Promise<CheckerModule>;
}) {
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  // A check still under way when the page goes away has nobody to answer.
  useEffect(() => () => running.current?.abort(), []);

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    running.current?.abort();
    const input = parseAddressInput(value);
    if (input.kind === 'invalid') {
      setFieldError(input.message);
      setPhase({ kind: 'idle' });
      return;
    }
    setFieldError(undefined);
    const controller = new AbortController();
    running.current = controller;
    setPhase({ kind: 'checking' });
    let api: CheckerModule;
    try {
      api = await load();
    } catch {
      if (!controller.signal.aborted) {
        setPhase({
          kind: 'failed',
          message: t`The checker could not be loaded, so nothing was read. Check your connection and try again.`,
        });
      }
      return;
    }
    try {
      const report = await api.checkEligibility(input, { signal: controller.signal });
      if (!controller.signal.aborted) setPhase({ kind: 'done', report });
    } catch (error) {
      // A newer check replaced this one: its answer is the one to show.
      if (controller.signal.aborted) return;
      if (error instanceof api.EligibilityInputError) {
        setFieldError(error.message);
        setPhase({ kind: 'idle' });
      } else {
        setPhase({
          kind: 'failed',
          message: t`The sale could not be read from the blockchain just now, so nothing is known about this address yet. Please try again in a moment.`,
        });
      }
    }
  };

  const checking = phase.kind === 'checking';
  return (
    <div>
      <form
        noValidate
        aria-label={t`Check an address`}
        onSubmit={(event) => void onSubmit(event)}
        className="space-y-5"
      >
        <InputField
          label={t`Wallet address or ENS name`}
          name="address"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t`0x… or name.eth`}
          hint={t`Paste any address: nothing is connected, signed or sent. ENS names resolve on Ethereum mainnet only.`}
          error={fieldError}
        />
        {phase.kind === 'failed' ? (
          <FormStatus status={{ kind: 'error', message: phase.message }} />
        ) : null}
        <Button type="submit" size="lg" disabled={checking}>
          {checking ? t`Checking…` : t`Check eligibility`}
        </Button>
      </form>
      {/* Said once per check, politely: the stage cards below are there to read at leisure. */}
      <p role="status" className="mt-6 text-sm text-slate-700">
        {checking
          ? t`Reading the sale stages for this address from the chain…`
          : phase.kind === 'done'
            ? resultSummary(phase.report)
            : ''}
      </p>
      {phase.kind === 'done' ? <EligibilityResult report={phase.report} /> : null}
    </div>
  );
}
