import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { compiler } from '@eco/contracts/code-fingerprints';
import type { CodeCheck } from '@eco/contracts/verification';
import { AlertTriangle, BadgeCheck, Info } from 'lucide-react';
import { useCodeChecks } from '../api/use-code-checks';
import { AddressLine } from './address-line';
import { Section } from './treasury-sections';

/** How each verdict shows: a match quietly, any mismatch as an alert. */
const verdicts = {
  match: { Icon: BadgeCheck, className: 'text-emerald-900' },
  'code-match': { Icon: Info, className: 'text-amber-900' },
  mismatch: { Icon: AlertTriangle, className: 'rounded-xl bg-red-50 p-3 text-red-900' },
};

function Verdict({ check }: { check: CodeCheck }) {
  const kind = check.status === 'no-code' ? 'mismatch' : check.status;
  const { Icon, className } = verdicts[kind];
  const reason = check.status === 'mismatch' ? check.reason : '';
  return (
    <p
      role={kind === 'mismatch' ? 'alert' : undefined}
      className={`flex items-start gap-2 font-semibold ${className}`}
      data-code-check={kind}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {check.status === 'match'
        ? t`Matches the source in this repository, compiler and settings.`
        : check.status === 'code-match'
          ? t`The same code as this repository's build, but its metadata differs: the sources differ in comments or file names, or another build of the compiler made it.`
          : check.status === 'no-code'
            ? t`MISMATCH: there is no contract at this address.`
            : t`MISMATCH: this is not the code in this repository. ${reason}`}
    </p>
  );
}

/**
 * Each contract's code on the chain compared with this repository's build, in the browser: a
 * stranger can rebuild the repository and compare the same way.
 */
export function ContractsSection({ chainId }: { chainId: number }) {
  const checks = useCodeChecks(chainId);
  const solc = compiler.solcVersion;
  const runs = compiler.settings.optimizer.runs;
  const evm = compiler.settings.evmVersion;
  return (
    <Section id="contracts" title={t`The contracts and their code`}>
      <p className="text-slate-700">
        {t`The code at each address is read from the chain and compared with what this site's repository compiles to (${solc}, optimizer ${runs} runs, EVM ${evm}). Values fixed at deployment (immutables) are left out of the comparison; everything else must be identical.`}
      </p>
      {!checks.data ? (
        <p className="text-slate-700">
          {checks.isError
            ? t`The contracts could not be read from the chain just now.`
            : t`Reading the contracts from the chain…`}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {checks.data.map((row) => {
            const label = i18n._(row.label);
            return (
              <li
                key={row.address}
                className="min-w-0 space-y-2 rounded-2xl border border-slate-200 bg-white p-4"
              >
                <p className="font-semibold text-brand-950">
                  {label}{' '}
                  {/* The contract's name in its source code: never translated, by people or tools. */}
                  <span translate="no" className="text-sm font-normal text-slate-600">
                    ({row.contract})
                  </span>
                </p>
                <AddressLine address={row.address} chainId={chainId} label={label} />
                <Verdict check={row.check} />
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
