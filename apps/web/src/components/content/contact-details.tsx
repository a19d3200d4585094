import { Mail, MapPin, Phone } from 'lucide-react';
import { SampleBadge } from '@/components/ui/sample-badge';
import { isSample } from '@/content/provenance';
import { site } from '@/content/site';

/** The offeror's email and phone as links, the same wherever they show. */
export const emailHref = `mailto:${site.contact.email}`;
export const phoneHref = `tel:${site.contact.phone.replace(/[^+\d]/g, '')}`;

/**
 * The team's email, phone and postal address, as one <address>, with a Sample badge while they
 * are placeholders. A place that labels the contact group itself passes `sampleBadge={false}`.
 */
export function ContactDetails({
  className = '',
  iconClassName = '',
  linkClassName = 'hover:underline',
  sampleBadge = true,
}: {
  className?: string;
  iconClassName?: string;
  linkClassName?: string;
  sampleBadge?: boolean;
}) {
  const icon = `mt-0.5 size-4 shrink-0 ${iconClassName}`;
  return (
    <address className={`not-italic ${className}`}>
      {sampleBadge && isSample(site.contact) ? (
        <p>
          <SampleBadge />
        </p>
      ) : null}
      <p className="flex items-start gap-2">
        <Mail aria-hidden="true" className={icon} />
        <a href={emailHref} className={linkClassName}>
          {site.contact.email}
        </a>
      </p>
      <p className="flex items-start gap-2">
        <Phone aria-hidden="true" className={icon} />
        <a href={phoneHref} dir="ltr" className={linkClassName}>
          {site.contact.phone}
        </a>
      </p>
      <p className="flex items-start gap-2">
        <MapPin aria-hidden="true" className={icon} />
        <span>
          {site.contact.address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </span>
      </p>
    </address>
  );
}
