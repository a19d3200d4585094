import { t } from '@lingui/core/macro';
import { Languages } from 'lucide-react';
import { useLocation } from 'react-router';
import { LOCALE_KEY, locales, type Locale } from '@/config/locales';
import { currentLocale, localePath } from '@/lib/i18n';
import { useHydrated } from '@/hooks/use-hydrated';
import { writeStored } from '@/lib/storage';
import { Dropdown, dropdownLinkClasses } from './nav-dropdown';

/**
 * The same page in each language, the page's own marked current. The links load the page anew
 * (each language is its own prerendered page with its own messages), keeping the query and the
 * fragment; the wallet reconnects on its own, as on any page load. Choosing one remembers it
 * (config/locales.ts's LOCALE_SCRIPT applies it when the visitor comes back from outside).
 */
function LanguageLinks({ className }: { className: string }) {
  const { pathname, search, hash } = useLocation();
  // The query and fragment only once hydrated: the build rendered the links without them, and
  // React keeps a hydrated link's prerendered href (hooks/use-hydrated.ts).
  const kept = useHydrated() ? `${search}${hash}` : '';
  const current = currentLocale();
  return locales.map((locale: Locale) => (
    <li key={locale.code}>
      <a
        href={`${localePath(locale, pathname)}${kept}`}
        hrefLang={locale.code}
        lang={locale.code}
        aria-current={locale.code === current.code ? 'true' : undefined}
        data-dropdown-link=""
        className={`${className} aria-[current=true]:font-semibold aria-[current=true]:text-brand-800`}
        onClick={() => writeStored(LOCALE_KEY, locale.code)}
      >
        {locale.name}
      </a>
    </li>
  ));
}

/** The header's language menu on wide screens: the current language's code, opening the list. */
export function LanguageMenu({ className = '' }: { className?: string }) {
  const locale = currentLocale();
  return (
    <nav aria-label={t`Language`} className={className}>
      <ul>
        <Dropdown
          align="end"
          label={
            <>
              <Languages aria-hidden="true" className="size-4" />
              <span className="sr-only">{t`Language:`} </span>
              <span lang={locale.code} translate="no">
                {locale.code.toUpperCase()}
              </span>
            </>
          }
        >
          <LanguageLinks className={dropdownLinkClasses} />
        </Dropdown>
      </ul>
    </nav>
  );
}

/** The menu drawer's list of languages (narrow screens). */
export function LanguageList({ className }: { className: string }) {
  return (
    <nav aria-label={t`Language`}>
      <ul className="space-y-1">
        <LanguageLinks className={className} />
      </ul>
    </nav>
  );
}
