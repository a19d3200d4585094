import { t } from '@lingui/core/macro';
import type { SocialIcon as SocialIconName } from '@/content/schemas';

const labels: Record<SocialIconName, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter / X',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  github: 'GitHub',
};

/** The network's display name, for accessible link names. */
export function socialLabel(icon: SocialIconName): string {
  return labels[icon];
}

/** The marks drawn as one filled path. */
const filledMarks: Record<Exclude<SocialIconName, 'instagram'>, string> = {
  facebook:
    'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4V10.5H8v3h2.5V21h3z',
  twitter:
    'M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.2L5.6 21h-3l7.1-8.1L2.3 3h6.2l4.3 5.7L17.8 3zm-1 16.2h1.7L7.3 4.7H5.5l11.3 14.5z',
  linkedin:
    'M4.5 9h3v11h-3V9zm1.5-5a1.7 1.7 0 110 3.4A1.7 1.7 0 016 4zm4 5h2.9v1.5h.1c.4-.8 1.4-1.7 2.9-1.7 3.1 0 3.6 2 3.6 4.6V20h-3v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V20h-3V9z',
  github:
    'M12 2.5a9.5 9.5 0 00-3 18.5c.5.1.6-.2.6-.5v-1.7c-2.6.6-3.2-1.2-3.2-1.2-.4-1.1-1-1.4-1-1.4-.9-.6 0-.6 0-.6.9.1 1.5 1 1.5 1 .8 1.4 2.2 1 2.7.8.1-.6.3-1 .6-1.2-2.1-.2-4.3-1-4.3-4.7 0-1 .4-1.9 1-2.6-.1-.2-.4-1.2.1-2.5 0 0 .8-.3 2.6 1a9 9 0 014.8 0c1.8-1.3 2.6-1 2.6-1 .5 1.3.2 2.3.1 2.5.6.7 1 1.6 1 2.6 0 3.7-2.2 4.5-4.3 4.7.3.3.6.9.6 1.8v2.7c0 .3.2.6.7.5A9.5 9.5 0 0012 2.5z',
};

/** Simple line-drawn brand marks (drawn for this site), decorative: the link carries the name. */
export function SocialIcon({
  icon,
  className = 'size-5',
}: {
  icon: SocialIconName;
  className?: string;
}) {
  const common = {
    'aria-hidden': true,
    className,
    viewBox: '0 0 24 24',
    width: 24,
    height: 24,
    focusable: false,
  } as const;
  if (icon === 'instagram') {
    return (
      <svg {...common} fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" stroke="none" />
      </svg>
    );
  }
  return (
    <svg {...common} fill="currentColor">
      <path d={filledMarks[icon]} />
    </svg>
  );
}

/**
 * A link to `owner`'s page on a social network, opening in a new tab, named for screen readers
 * ("Green Planet ECO on LinkedIn (opens in a new tab)"): the footer's and the team's links.
 */
export function SocialLink({
  link,
  owner,
  className,
  iconClassName,
}: {
  link: { url: string; icon: SocialIconName };
  owner: string;
  className: string;
  iconClassName?: string;
}) {
  const name = owner;
  const network = socialLabel(link.icon);
  return (
    <a
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t`${name} on ${network} (opens in a new tab)`}
      className={className}
    >
      <SocialIcon icon={link.icon} className={iconClassName} />
    </a>
  );
}
