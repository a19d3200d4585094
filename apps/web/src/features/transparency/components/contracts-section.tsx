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
  return (
    <p
      role={kind === 'mismatch' ? 'alert' : undefined}
      className={`flex items-start gap-2 font-semibold ${className}`}
      data-code-check={kind}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {check.status === 'match'
        ? 'Matches the source in this repository, compiler and settings.'
        : check.status === 'code-match'
          ? "The same code as this repository's build, but its metadata differs: the sources differ in comments or file names, or another build of the compiler made it."
          : check.status === 'no-code'
            ? 'MISMATCH: there is no contract at this address.'
            : `MISMATCH: this is not the code in this repository. ${check.reason}`}
    </p>
  );
}

/**
 * Each contract's code on the chain compared with this repository's build, in the browser: a
 * stranger can rebuild the repository and compare the same way.
 */
export function ContractsSection({ chainId }: { chainId: number }) {
  const checks = useCodeChecks(chainId);
  return (
    <Section id="contracts" title="The contracts and their code">
      <p className="text-slate-700">
        The code at each address is read from the chain and compared with what this site&apos;s
        repository compiles to ({compiler.solcVersion}, optimizer {compiler.settings.optimizer.runs}{' '}
        runs, EVM {compiler.settings.evmVersion}). Values fixed at deployment (immutables) are left
        out of the comparison; everything else must be identical.
      </p>
      {!checks.data ? (
        <p className="text-slate-700">
          {checks.isError
            ? 'The contracts could not be read from the chain just now.'
            : 'Reading the contracts from the chain…'}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {checks.data.map((row) => (
            <li
              key={row.address}
              className="min-w-0 space-y-2 rounded-2xl border border-slate-200 bg-white p-4"
            >
              <p className="font-semibold text-brand-950">
                {row.label}{' '}
                <span className="text-sm font-normal text-slate-600">({row.contract})</span>
              </p>
              <AddressLine address={row.address} chainId={chainId} label={row.label} />
              <Verdict check={row.check} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
