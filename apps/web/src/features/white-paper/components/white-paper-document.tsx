// The document's body: large, and below the first screen, so it is not part of the first load.
import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { SampleBadge, SampleNotice } from '@/components/ui/sample-badge';
import {
  fieldText,
  whitePaper,
  type WhitePaperField,
  type WhitePaperPart,
} from '@/content/white-paper';

function FieldValue({ field }: { field: WhitePaperField }) {
  const lines = fieldText(field).split(/\n+/);
  return Array.isArray(field.value) ? (
    <ul className="list-disc space-y-1 ps-5">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  ) : (
    <div className="space-y-2">
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}

function Part({ part, children }: { part: WhitePaperPart; children?: ReactNode }) {
  return (
    <section id={part.id} aria-labelledby={`${part.id}-heading`} className="scroll-mt-24">
      <h2 id={`${part.id}-heading`} className="text-xl font-bold text-brand-950">
        {part.title}
      </h2>
      <dl className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 text-sm">
        {part.fields.map((field) => (
          <div
            key={`${field.code} ${field.label}`}
            data-field={field.code}
            // The badge beside the field's name labels its value.
            data-sample-scope={field.sample ? '' : undefined}
            className="grid gap-1 px-4 py-3 sm:grid-cols-[14rem_minmax(0,1fr)]"
          >
            <dt className="font-semibold text-brand-950">
              <code className="me-2 font-mono">
                {field.code}
                {field.codeConfirmed ? null : (
                  <span aria-hidden="true" title={t`Code not yet checked against the template`}>
                    *
                  </span>
                )}
              </code>
              {field.label}
              {field.codeConfirmed ? null : (
                <span className="sr-only">
                  {` ${t`(code not yet checked against the template)`}`}
                </span>
              )}
              {field.sample ? <SampleBadge className="ms-2" /> : null}
            </dt>
            <dd className="min-w-0 break-words text-slate-700">
              <FieldValue field={field} />
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}

/**
 * The white paper's contents and parts, every field with its template code, and `ecoFootprint`
 * (ECO's own share, from the chain) at the end of Part J. Loaded once the page is live
 * (./white-paper-section.tsx).
 */
export default function WhitePaperDocument({ ecoFootprint }: { ecoFootprint?: ReactNode }) {
  const paper = whitePaper();
  const anySampleField = paper.parts.some((part) => part.fields.some((field) => field.sample));
  const anyUnconfirmedCode = paper.parts.some((part) =>
    part.fields.some((field) => !field.codeConfirmed),
  );
  return (
    <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <nav aria-labelledby="white-paper-contents" className="lg:sticky lg:top-24 lg:self-start">
        <h2
          id="white-paper-contents"
          className="text-sm font-semibold tracking-wider text-brand-800 uppercase"
        >
          {t`Contents`}
        </h2>
        <ol className="mt-3 space-y-1.5 text-sm">
          {paper.parts.map((part) => (
            <li key={part.id}>
              <a href={`#${part.id}`} className="text-brand-700 hover:underline">
                {part.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="min-w-0 space-y-10">
        {anySampleField ? <SampleNotice /> : null}
        {anyUnconfirmedCode ? (
          <p className="text-sm text-slate-600">
            {t`A code marked * is kept as we read ESMA's template (Implementing Regulation (EU) 2024/2984) but has not yet been checked against its published text.`}
          </p>
        ) : null}
        {paper.parts.map((part) => (
          <Part key={part.id} part={part}>
            {part.id === 'part-j' ? ecoFootprint : null}
          </Part>
        ))}
      </div>
    </div>
  );
}
