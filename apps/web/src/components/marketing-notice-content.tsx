import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { emailHref, phoneHref } from '@/components/content/contact-details';
import { SampleBadge } from '@/components/ui/sample-badge';
import { paths } from '@/config/paths';
import { isSample } from '@/content/provenance';
import { site } from '@/content/site';
import { promotesAt } from './marketing-notice-pages';
import { marketingStatement } from './marketing-notice-words';

const link = 'font-semibold text-brand-800 underline hover:text-brand-950';

/**
 * MiCA Art. 7's notice, which every page that promotes ECO carries clearly and prominently: the
 * statement word for word, that the white paper is published and where, and the offeror's phone
 * and email, above the page's own content, as a landmark of its own; never collapsed. Shown on a
 * page whose route promotes ECO (promotesAt: ./marketing-notice-pages.ts), placed by ./marketing-notice.tsx.
 */
export default function MarketingNoticeContent({ pathname }: { pathname: string }) {
  if (!promotesAt(pathname)) return null;
  const { phone, email } = site.contact;
  return (
    <aside
      aria-label={t`Marketing notice`}
      data-marketing-notice=""
      className="border-b border-slate-300 bg-slate-100 text-sm text-slate-800"
    >
      <div className="mx-auto max-w-6xl space-y-1 px-4 py-3 sm:px-6">
        <p>{marketingStatement()}</p>
        <p>
          <Trans>
            A crypto-asset white paper has been published for this offer:{' '}
            <Link to={paths.whitePaper} className={link}>
              read the ECO white paper
            </Link>
            .
          </Trans>
        </p>
        <address className="not-italic">
          <Trans>
            Contact the offeror:{' '}
            <a href={phoneHref} dir="ltr" className={`${link} whitespace-nowrap`}>
              {phone}
            </a>{' '}
            or{' '}
            <a href={emailHref} className={`${link} wrap-anywhere`}>
              {email}
            </a>
          </Trans>
          {isSample(site.contact) ? <SampleBadge className="ms-2" /> : null}
        </address>
      </div>
    </aside>
  );
}
