import { Link } from 'react-router';
import { ContactDetails } from '@/components/content/contact-details';
import { paths } from '@/config/paths';
import { site } from '@/content/site';
import { SocialIcon, socialLabel } from '@/components/ui/social-icon';

const quickLinks = [
  { label: 'About the token', to: paths.about.token },
  { label: 'Campaigns', to: paths.about.campaigns },
  { label: 'Learn', to: paths.learn },
  { label: 'Carbon credits', to: paths.carbonCredits },
  { label: 'News', to: paths.news },
  { label: 'FAQ', to: paths.about.faq },
  { label: 'Portfolio', to: paths.portfolio },
  { label: 'Contact us', to: paths.contact },
];

/** The footer: quick links, contact details, the four social links and the risk notice. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <div className="flex items-center gap-2">
            <img src="/images/logo.svg" alt="" width={36} height={36} className="size-9" />
            <p className="text-lg font-bold text-white">{site.name}</p>
          </div>
          <p className="text-sm">{site.tagline}</p>
          <ul className="flex gap-3" aria-label="Social media">
            {site.socialLinks.map((link) => (
              <li key={link.id}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${site.name} on ${socialLabel(link.icon)} (opens in a new tab)`}
                  className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent-400 hover:text-brand-950"
                >
                  <SocialIcon icon={link.icon} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label="Quick links">
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Quick links</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm md:grid-cols-1">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Documents</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a
                href={paths.docs.whitepaper}
                target="_blank"
                rel="noopener noreferrer"
                className="hover:text-white hover:underline"
              >
                Whitepaper (PDF)<span className="sr-only"> opens in a new tab</span>
              </a>
            </li>
            <li>
              <a
                href={paths.docs.carbonCredits}
                target="_blank"
                rel="noopener noreferrer"
                className="hover:text-white hover:underline"
              >
                Carbon Credit paper (PDF)<span className="sr-only"> opens in a new tab</span>
              </a>
            </li>
          </ul>
        </div>

        <div className="text-sm">
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Contact</h2>
          <ContactDetails
            className="mt-4 space-y-3"
            linkClassName="hover:text-white hover:underline"
          />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-xs text-brand-200 sm:px-6">
          <p>
            Crypto-assets are volatile and you can lose all of the money you spend on them. Nothing
            on this site is investment advice.
          </p>
          <p>
            © {year} {site.name}
          </p>
        </div>
      </div>
    </footer>
  );
}
