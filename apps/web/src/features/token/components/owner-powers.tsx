import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { HistoryCatchingUp } from '@/components/history-status';
import type { EcoDeployment } from '@eco/contracts';
import type { ReactNode } from 'react';
import { useNow } from '@/hooks/use-now';
import { chainNow } from '@/lib/chain-clock';
import { zeroAddress, type Address } from 'viem';
import { useBytecode } from 'wagmi';
import { useOwnerTimelock, useTimelockOperations } from '@/lib/wallet/owner-timelock';
import type { TokenFigures } from '@/lib/wallet/token-figures';
import { useLiveProposers } from '../api/use-live-proposers';
import {
  describeOwnerCall,
  guardianPowerText,
  ownerCannotTexts,
  ownerPowers,
  pendingStatusText,
  settledStatusText,
  splitOperations,
  timelockSentence,
} from '../owner-powers';
import { unsoldByStage } from '../live-stages';
import { utcDate, type VestingWalletState } from '../vesting';
import { ExplorerLink } from './explorer-link';
import { Card, OwnerPowersReading, OwnerPowersSection } from './owner-powers-section';

/**
 * What ECO's owner can change and within which bounds, who the owner is, and what it has
 * announced: built from the ABI and the chain, so a buyer reads the contract's limits, not ours.
 */
export function OwnerPowers({
  eco,
  chainId,
  figures,
  vesting,
  deployment,
  read,
  settledAbove,
}: {
  eco: Address;
  chainId: number;
  /** The page's figures, which name the owner, the guardian and the rest of who holds what. */
  figures: TokenFigures;
  /** The founders' vesting wallets as the page read them (all share one schedule). */
  vesting: readonly VestingWalletState[] | undefined;
  deployment: EcoDeployment;
  /** Whether to read the chain yet: false until a visitor comes near the section. */
  read: boolean;
  /** Whether what is drawn above (the vesting section) has its final height. */
  settledAbove: boolean;
}) {
  const owner = figures.owner;
  // Everything below depends on the timelock read: holding it back holds back the rest.
  const timelock = useOwnerTimelock(read ? owner : undefined, chainId);
  // The live owner, not the timelock recorded at deployment: ownership can move.
  const timelockAddress = timelock.data?.isTimelock ? owner : undefined;
  const proposers = useLiveProposers(timelockAddress, deployment.timelock.proposers, chainId);
  const operations = useTimelockOperations(timelockAddress, eco, chainId);

  // Figures already shown stay shown when a later read fails; only a first failure says so.
  if (!timelock.data) return <OwnerPowersReading failed={timelock.isError} />;
  const s = figures;
  const schedule = vesting?.[0];
  // The figures carry every other bound under the contract's own names.
  const powers = ownerPowers({ ...figures, mintable: unsoldByStage(s.stages) });
  const cliff = schedule ? utcDate(schedule.cliff) : undefined;
  const end = schedule ? utcDate(schedule.end) : undefined;

  return (
    <OwnerPowersSection settled={settledAbove}>
      <p className="text-slate-600">
        {t`The owner can do what is listed below, and each only within the bound the contract sets. The list is built from the contract's functions and its current state.`}
      </p>
      <dl className="mt-4 grid gap-3">
        <Card term={t`Owner`}>
          <AddressText address={s.owner} chainId={chainId} />
          <p className="mt-2 text-slate-700">
            {timelock.data.isTimelock
              ? timelockSentence(timelock.data.minDelay)
              : t`The owner is not a timelock: a change takes effect as soon as the owner's transaction is mined.`}
          </p>
        </Card>
        {timelock.data.isTimelock ? (
          <Card term={t`Who may announce changes`}>
            <Proposers proposers={proposers} chainId={chainId} />
          </Card>
        ) : null}
        <Card term={t`Sale guardian`}>
          {s.saleGuardian.toLowerCase() === zeroAddress ? (
            <p className="font-semibold text-brand-950">{t`Nobody`}</p>
          ) : (
            <AddressText address={s.saleGuardian} chainId={chainId} />
          )}
          <p className="mt-2 text-slate-700">{i18n._(guardianPowerText.bound)}</p>
        </Card>
      </dl>

      <h4 className="mt-8 text-lg font-semibold text-brand-950">{t`Each power and its bound`}</h4>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        {powers.map((power) => (
          <div
            key={power.functionName}
            className="rounded-2xl border border-slate-200 bg-white p-4"
          >
            <dt className="font-semibold text-brand-950">
              {power.title}{' '}
              {/* The function's name in the contract's source: code, never translated. */}
              <code
                translate="no"
                className="font-mono text-xs font-normal wrap-anywhere text-slate-600"
              >
                {power.functionName}
              </code>
            </dt>
            <dd className="mt-1 text-sm text-slate-700">{power.bound}</dd>
          </div>
        ))}
      </dl>

      <h4 className="mt-8 text-lg font-semibold text-brand-950">{t`What the owner cannot do`}</h4>
      <ul className="mt-3 list-disc space-y-1 ps-5 text-sm text-slate-700">
        {ownerCannotTexts.map((text) => (
          <li key={text.id}>{i18n._(text)}</li>
        ))}
      </ul>

      {timelockAddress ? <Operations operations={operations} chainId={chainId} /> : null}

      <p className="mt-8 text-slate-600">
        {cliff !== undefined && end !== undefined ? (
          <Trans>
            The founders&apos; allocation is locked by its own vesting contracts, not by the owner:
            nothing vests before {cliff}, and all of it has vested on {end}. See{' '}
            <a href="#founders-vesting-heading" className="font-semibold text-brand-800 underline">
              Founders&apos; vesting
            </a>
            .
          </Trans>
        ) : (
          <Trans>
            The founders&apos; allocation is locked by its own vesting contracts, not by the owner.
            See{' '}
            <a href="#founders-vesting-heading" className="font-semibold text-brand-800 underline">
              Founders&apos; vesting
            </a>
            .
          </Trans>
        )}
      </p>
    </OwnerPowersSection>
  );
}

/** A full address: it is the proof, so it wraps on a phone instead of being cut. */
function AddressText({ address, chainId }: { address: Address; chainId: number }) {
  return (
    <ExplorerLink chainId={chainId} kind="address" value={address}>
      <span className="font-mono text-sm break-all text-slate-900">{address}</span>
    </ExplorerLink>
  );
}

function Proposers({
  proposers,
  chainId,
}: {
  proposers: ReturnType<typeof useLiveProposers>;
  chainId: number;
}) {
  if (!proposers.data) {
    return (
      <p className="text-slate-600">
        {proposers.isError
          ? t`The proposers could not be checked just now.`
          : t`Checking the proposers…`}
      </p>
    );
  }
  if (proposers.data.length === 0) {
    return (
      <p className="text-slate-700">
        {t`None of the proposers recorded at deployment still holds the role.`}
      </p>
    );
  }
  return (
    <>
      <ul className="space-y-1">
        {proposers.data.map((address) => (
          <li key={address}>
            <AddressText address={address} chainId={chainId} />
            <ProposerKind address={address} chainId={chainId} />
          </li>
        ))}
      </ul>
      <p className="mt-2 text-slate-700">
        {t`Recorded at deployment and still holding the proposer role, checked on the chain: they may announce a change and cancel it before it runs.`}
      </p>
    </>
  );
}

/**
 * Whether a proposer is a plain wallet (one key) or a contract, such as a multisig wallet where
 * several keys must agree: read from the chain (code at the address), not claimed.
 */
function ProposerKind({ address, chainId }: { address: Address; chainId: number }) {
  const code = useBytecode({ address, chainId });
  if (code.isPending || code.isError) return null;
  return (
    <p className="text-slate-600">
      {code.data && code.data !== '0x'
        ? t`A contract (for example a multisig wallet, where several keys must agree): check its rules on the explorer.`
        : t`A wallet with a single key.`}
    </p>
  );
}

/** What the owner timelock has announced for ECO and not run yet, and what it did last. */
function Operations({
  operations,
  chainId,
}: {
  operations: ReturnType<typeof useTimelockOperations>;
  chainId: number;
}) {
  const { pending, settled } = splitOperations(operations.data?.operations ?? []);
  const wallNow = useNow(pending.length > 0);
  const now = operations.data
    ? chainNow(wallNow, operations.data.chainTime, operations.dataUpdatedAt)
    : wallNow;
  return (
    <>
      <OperationsHeading>{t`Scheduled changes`}</OperationsHeading>
      {operations.isError || operations.data?.catchingUp ? (
        <HistoryCatchingUp className="mt-2" />
      ) : null}
      {!operations.data ? (
        operations.isError ? null : (
          <p className="mt-2 text-slate-600">{t`Reading the timelock's scheduled changes…`}</p>
        )
      ) : pending.length === 0 ? (
        <p className="mt-2 text-slate-700">{t`No change is scheduled.`}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {pending.map((op) => {
            const change = describeOwnerCall(op.call, op.data, op.value);
            const status = pendingStatusText(op.readyAt, now);
            return (
              <li
                key={op.id}
                className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm wrap-anywhere text-amber-950"
              >
                <Trans>
                  <span className="font-semibold">{change}</span> — {status}
                </Trans>
              </li>
            );
          })}
        </ul>
      )}
      {!operations.data ? null : <OperationsHeading>{t`Recent changes`}</OperationsHeading>}
      {!operations.data ? null : settled.length === 0 ? (
        <p className="mt-2 text-slate-700">{t`Nothing has been executed or cancelled yet.`}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {settled.map((op) => {
            const change = describeOwnerCall(op.call, op.data, op.value);
            const status = settledStatusText(op);
            return (
              <li
                key={op.id}
                className="rounded-2xl border border-slate-200 bg-white p-4 text-sm wrap-anywhere text-slate-700"
              >
                <Trans>
                  <span className="font-semibold text-brand-950">{change}</span> —{' '}
                  <ExplorerLink chainId={chainId} kind="tx" value={op.settledTx}>
                    {status}
                  </ExplorerLink>
                </Trans>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

function OperationsHeading({ children }: { children: ReactNode }) {
  return <h4 className="mt-8 text-lg font-semibold text-brand-950">{children}</h4>;
}
