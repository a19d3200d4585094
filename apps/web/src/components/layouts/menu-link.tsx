import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { ExternalLink as ExternalIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { ExternalLink } from '@/components/ui/button';
import type { MenuItem } from '@/config/menu';
import { ENGLISH_DOCUMENT, InEnglish } from '@/components/ui/in-english';

/**
 * Hides the spec's "Log In" entry while an account is signed in (header and drawer). The account
 * control, composed into the header by the app, marks itself `data-signed-in`; a CSS :has() check
 * reads that, so the shared layout needs no knowledge of the auth feature.
 */
export const hiddenWhenSignedIn = '[body:has([data-signed-in])_&]:hidden';

type MenuLinkProps = {
  item: MenuItem;
  className: string;
  activeClassName?: string;
  onNavigate?: () => void;
  'data-dropdown-link'?: string;
};

/** A menu entry: a router link inside the site, or a new-tab link for documents outside it. */
export function MenuLink({
  item,
  className,
  activeClassName = '',
  onNavigate,
  ...rest
}: MenuLinkProps) {
  if (item.isLinkToOutside) {
    return (
      <ExternalLink
        href={item.path}
        // The documents outside the app are the PDFs, in English only.
        hrefLang={ENGLISH_DOCUMENT}
        newTab={t` (PDF, opens in a new tab)`}
        className={`${className} inline-flex items-center gap-1.5`}
        onClick={onNavigate}
        {...rest}
      >
        <span>
          {i18n._(item.label)}
          <InEnglish />
        </span>
        <ExternalIcon aria-hidden="true" className="size-3.5 opacity-70" />
      </ExternalLink>
    );
  }
  return (
    <NavLink
      to={item.path}
      end={item.path === '/'}
      onClick={onNavigate}
      className={({ isActive }) => `${className} ${isActive ? activeClassName : ''}`}
      {...rest}
    >
      {i18n._(item.label)}
    </NavLink>
  );
}
