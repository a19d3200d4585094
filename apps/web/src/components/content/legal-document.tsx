import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PageHeader, Paragraphs, Section } from '@/components/ui/page-header';
import { SampleBadge, SampleNotice } from '@/components/ui/sample-badge';
import { isSample } from '@/content/provenance';
import type { LegalDocument } from '@/content/schemas';
import { formatDate } from '@/lib/format';
import { sourceVersion } from '@/lib/localized';

type LegalSection = LegalDocument['sections'][number];

const sampleSection = (section: LegalSection) =>
  section.provenance !== undefined && isSample({ provenance: section.provenance });

/**
 * A legal page (/terms, /privacy, /risks): its version (the id buyers accept, derived from the
 * English text, the same in every language) and last-updated date at the top, a list of its
 * sections, then each section with a Sample badge where its facts are still placeholders.
 */
export function LegalDocumentPage({ document }: { document: () => LegalDocument }) {
  const legal = document();
  // The one derivation (src/content/legal/versions.ts reads it too): a translated page shows the
  // version of the English text, which prevails, the one the Buy dialog records.
  const version = sourceVersion(document);
  const hasSamples = legal.sections.some(sampleSection);
  const updated = formatDate(`${legal.updated}T00:00:00Z`, 'UTC');
  return (
    <>
      <PageHeader
        eyebrow={t`Legal`}
        title={legal.title}
        description={legal.summary}
        lead={legal.summary}
      >
        <div className="mt-6 space-y-1 text-sm text-brand-100">
          <p>
            <Trans>
              Last updated <time dateTime={legal.updated}>{updated}</time>
            </Trans>
          </p>
          <p>
            <Trans>
              Version{' '}
              <code data-legal-version={version} className="font-mono text-white">
                {version}
              </code>
            </Trans>
          </p>
        </div>
      </PageHeader>
      <Section>
        <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)]">
          <nav aria-labelledby="contents-heading">
            <h2
              id="contents-heading"
              className="text-sm font-semibold tracking-wider text-brand-800 uppercase"
            >
              {t`On this page`}
            </h2>
            <ol className="mt-3 space-y-1.5 text-sm">
              {legal.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-brand-700 hover:underline">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="max-w-3xl space-y-10">
            {hasSamples ? <SampleNotice /> : null}
            {legal.sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
                // The badge beside the heading labels everything in the section.
                data-sample-scope={sampleSection(section) ? '' : undefined}
                className="scroll-mt-24"
              >
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <h2 id={`${section.id}-heading`} className="text-xl font-bold text-brand-950">
                    {section.title}
                  </h2>
                  {sampleSection(section) ? <SampleBadge /> : null}
                </div>
                <Paragraphs text={section.paragraphs} className="mt-3 space-y-3 text-slate-700" />
                {section.items ? (
                  <dl className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 text-sm">
                    {section.items.map((item) => (
                      <div
                        key={item.term}
                        className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr]"
                      >
                        <dt className="font-semibold text-brand-950">
                          {section.codeTerms ? (
                            <code className="font-mono text-[0.8125rem] break-all">
                              {item.term}
                            </code>
                          ) : (
                            item.term
                          )}
                        </dt>
                        <dd className="text-slate-700">{item.text}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </section>
            ))}
          </div>
        </div>
      </Section>
    </>
  );
}
