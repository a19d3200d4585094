import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ContactDetails } from '@/components/content/contact-details';
import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { anySample, isSample } from '@/content/provenance';
import { site } from '@/content/site';
import { ExternalLink } from '@/components/ui/button';
import { SampleBadge } from '@/components/ui/sample-badge';
import { SocialLink } from '@/components/ui/social-icon';
import { ENGLISH_DOCUMENT, InEnglish } from '@/components/ui/in-english';

type FooterLink = { label: MessageDescriptor; to: string };

const quickLinks: FooterLink[] = [
  { label: msg`About the token`, to: paths.about.token },
  { label: msg`Campaigns`, to: paths.about.campaigns },
  { label: msg`Learn`, to: paths.learn },
  { label: msg`Carbon credits`, to: paths.carbonCredits },
  { label: msg`News`, to: paths.news },
  { label: msg`FAQ`, to: paths.about.faq },
  { label: msg`Transparency`, to: paths.transparency },
  { label: msg`Portfolio`, to: paths.portfolio },
  { label: msg`Contact us`, to: paths.contact },
];

const legalLinks: FooterLink[] = [
  { label: msg`Terms of the token sale`, to: paths.terms },
  { label: msg`Privacy notice`, to: paths.privacy },
  { label: msg`Risk disclosure`, to: paths.risks },
  { label: msg`Crypto-asset white paper`, to: paths.whitePaper },
];

const documents: { label: MessageDescriptor; href: string }[] = [
  { label: msg`Whitepaper (PDF)`, href: paths.docs.whitepaper },
  { label: msg`Carbon Credit paper (PDF)`, href: paths.docs.carbonCredits },
];

const heading = 'text-sm font-semibold tracking-wider text-white uppercase';

/** A footer group's heading, with the Sample badge when the group's details are placeholders. */
function GroupHeading({ id, sample, children }: { id: string; sample: boolean; children: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 id={id} className={heading}>
        {children}
      </h2>
      {sample ? <SampleBadge /> : null}
    </div>
  );
}

/**
 * The footer's content: quick links, documents and legal pages, contact and company details, the
 * four social links and the risk notice. Groups holding placeholders carry a Sample badge, and one
 * line says what the badges mean. Loaded after the page is live (./footer.tsx).
 */
export default function FooterContent() {
  const year = String(new Date().getFullYear());
  const siteName = site.name;
  const samples = {
    social: anySample(site.socialLinks),
    contact: isSample(site.contact),
    company: isSample(company),
  };
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="space-y-4">
          <div className="flex items-center gap-2">
            <img src="/images/logo.svg" alt="" width={36} height={36} className="size-9" />
            <p className="text-lg font-bold text-white">{site.name}</p>
          </div>
          <p className="text-sm">{site.tagline}</p>
          <section aria-labelledby="footer-social" className="space-y-3">
            <GroupHeading id="footer-social" sample={samples.social}>
              {t`Follow us`}
            </GroupHeading>
            <ul className="flex gap-3" aria-label={t`Social media`}>
              {site.socialLinks.map((link) => (
                <li key={link.id}>
                  <SocialLink
                    link={link}
                    owner={siteName}
                    className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent-400 hover:text-on-accent"
                  />
                </li>
              ))}
            </ul>
          </section>
        </div>

        <nav aria-label={t`Quick links`}>
          <h2 className={heading}>{t`Quick links`}</h2>
          <FooterLinks
            links={quickLinks}
            className="grid grid-cols-2 gap-x-4 gap-y-2 md:grid-cols-1"
          />
        </nav>

        <div className="space-y-8">
          <div>
            <h2 className={heading}>{t`Documents`}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {documents.map((document) => (
                <li key={document.href}>
                  <ExternalLink
                    href={document.href}
                    hrefLang={ENGLISH_DOCUMENT}
                    className="hover:text-white hover:underline"
                  >
                    {i18n._(document.label)}
                    <InEnglish />
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </div>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" className={heading}>
              {t`Legal`}
            </h2>
            <FooterLinks links={legalLinks} className="space-y-2" />
          </nav>
        </div>

        <section aria-labelledby="footer-contact" className="text-sm">
          <GroupHeading id="footer-contact" sample={samples.contact}>
            {t`Contact`}
          </GroupHeading>
          {/* The group's heading carries the Sample badge, so the details do not repeat it. */}
          <ContactDetails
            className="mt-4 space-y-3"
            linkClassName="hover:text-white hover:underline"
            sampleBadge={false}
          />
        </section>

        <section aria-labelledby="footer-company" className="text-sm">
          <GroupHeading id="footer-company" sample={samples.company}>
            {t`Company`}
          </GroupHeading>
          <dl className="mt-4 space-y-3">
            <div>
              <dt className="sr-only">{t`Legal name`}</dt>
              <dd className="font-semibold text-white">{company.legalName}</dd>
            </div>
            <div>
              <dt className="text-brand-200">{t`Company number`}</dt>
              <dd>{company.companyNumber}</dd>
            </div>
            <div>
              <dt className="text-brand-200">{t`Registered office`}</dt>
              <dd>
                {company.registeredAddress.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </dd>
            </div>
          </dl>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-xs text-brand-200 sm:px-6">
          {samples.social || samples.contact || samples.company ? (
            <p data-sample-notice="" className="text-brand-100">
              <Trans>
                <strong className="font-semibold text-white">Sample:</strong> details marked Sample
                are placeholders that show how the site will look, not verified facts. They are
                replaced with checked ones before launch.
              </Trans>
            </p>
          ) : null}
          <p>
            <Trans>
              Crypto-assets are volatile and you can lose all of the money you spend on them.
              Nothing on this site is investment advice; read the{' '}
              <Link to={paths.risks} className="underline hover:text-white">
                risk disclosure
              </Link>
              .
            </Trans>
          </p>
          <p>{t`© ${year} ${siteName}`}</p>
        </div>
      </div>
    </>
  );
}

/** A footer group's list of links inside the site. */
function FooterLinks({ links, className }: { links: readonly FooterLink[]; className: string }) {
  return (
    <ul className={`mt-4 text-sm ${className}`}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="hover:text-white hover:underline">
            {i18n._(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
