import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from '@/components/ui/button';
import { SampleBadge } from '@/components/ui/sample-badge';
import { paths } from '@/config/paths';
import { whitePaperHash } from '@/config/white-paper.generated';
import { whitePaperDate, whitePaperForms, whitePaperProvenance } from '@/content/white-paper-meta';
import { whenPageReady } from '@/lib/page-ready';
import { ENGLISH_DOCUMENT, InEnglish } from '@/components/ui/in-english';

// The document is long text below the first screen: its code (the whole white paper) loads once
// the page is live, as the footer's does (docs/decisions/0013, 0035). Until then React keeps the
// prerendered parts as they are, and their links work as plain links.
const WhitePaperDocument = lazy(() => whenPageReady().then(() => import('./white-paper-document')));

const forms: { label: MessageDescriptor; href: string }[] = [
  { label: msg`PDF`, href: whitePaperForms.pdf },
  { label: msg`XHTML, fields tagged with their codes`, href: whitePaperForms.xhtml },
  { label: msg`JSON, the hashed version`, href: whitePaperForms.json },
  { label: msg`The readers’ whitepaper (PDF)`, href: paths.docs.whitepaper },
];

/** The document's date, version, status and other forms, under the page's title and statement. */
export function WhitePaperFacts() {
  return (
    <div className="mt-6 space-y-3 text-sm text-brand-100">
      <p>
        <Trans>
          Dated <time dateTime={whitePaperDate}>{whitePaperDate}</time>. Version{' '}
          <code
            data-white-paper-version={whitePaperHash}
            className="font-mono break-all text-white"
          >
            {whitePaperHash}
          </code>{' '}
          (keccak-256 of the JSON form).
        </Trans>
      </p>
      {whitePaperProvenance.status === 'verified' ? null : (
        <p className="flex flex-wrap items-center gap-2">
          <SampleBadge />
          <span>
            {t`A sample text, not yet verified: the offeror publishes its lawyer-reviewed text before the offer starts, and no production build ships without it.`}
          </span>
        </p>
      )}
      <ul className="flex flex-wrap gap-x-5 gap-y-1">
        {forms.map((form) => (
          <li key={form.href}>
            <ExternalLink
              href={form.href}
              hrefLang={ENGLISH_DOCUMENT}
              className="text-white underline"
            >
              {i18n._(form.label)}
              <InEnglish />
            </ExternalLink>
          </li>
        ))}
        <li>
          <Link to={paths.saleResults} className="text-white underline">
            {t`The offer’s results`}
          </Link>
        </li>
      </ul>
    </div>
  );
}

/** The white paper's contents and parts; `ecoFootprint` is shown at the end of Part J. */
export function WhitePaperSection({ ecoFootprint }: { ecoFootprint?: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WhitePaperDocument ecoFootprint={ecoFootprint} />
    </Suspense>
  );
}
