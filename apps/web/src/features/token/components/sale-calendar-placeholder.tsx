import { t } from '@lingui/core/macro';
import { useId, type ReactNode } from 'react';
import { tokenFacts } from '@/content/token';

/**
 * The calendar before the chain has answered (and as prerendered): the stages by name and a line
 * saying their state is being read. No figure stands in for the chain's: none is known yet.
 */
export function SaleCalendarPlaceholder({
  headingLevel = 3,
  note = t`Reading each stage’s state and sales from the ECO contract…`,
}: {
  headingLevel?: 3 | 4;
  note?: ReactNode;
}) {
  const id = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div>
      <p role="status" className="mb-4 text-sm text-slate-600">
        {note}
      </p>
      <div className="grid gap-6 md:grid-cols-3">
        {tokenFacts.stages.map((stage) => (
          <article
            key={stage.key}
            aria-labelledby={`${id}-${stage.key}`}
            data-stage={stage.key}
            className="flex min-h-48 flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <Heading id={`${id}-${stage.key}`} className="text-lg font-semibold text-brand-950">
              {stage.label}
            </Heading>
            <p className="mt-3 text-slate-600">{t`Not read from the chain yet.`}</p>
          </article>
        ))}
      </div>
    </div>
  );
}
