import { useLocation } from 'react-router';
import { env } from '@/config/env';
import { site } from '@/content/site';
import { currentLocale, localeAlternates, localePath } from '@/lib/i18n';

/** The picture link previews show (1200 x 630), from apps/web/public. */
export const SHARE_IMAGE = { path: '/images/og-image.png', width: 1200, height: 630 } as const;

type HeadProps = {
  title: string;
  description?: string;
  /** Pages that must stay out of search results (not-found, personal pages). */
  noindex?: boolean;
};

/**
 * Sets the page's title, description, canonical address and link-preview tags (Open Graph and
 * Twitter cards). React 19 hoists these into <head>; the build writes them into each prerendered
 * page, so crawlers and link previews see them without running JavaScript.
 */
export function Head({ title, description = site.description, noindex = false }: HeadProps) {
  // The address inside the language's prefix (the router's basename): the same in every language.
  const { pathname } = useLocation();
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  const origin = env.VITE_SITE_URL.replace(/\/+$/, '');
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  const locale = currentLocale();
  const url = `${origin}${localePath(locale, path)}`;
  const image = `${origin}${SHARE_IMAGE.path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {/* The page in every language, so search engines show each reader theirs; English where
          none matches (x-default). */}
      {noindex
        ? null
        : localeAlternates(path).map((alternate) => (
            <link
              key={alternate.hrefLang}
              rel="alternate"
              hrefLang={alternate.hrefLang}
              href={`${origin}${alternate.path}`}
            />
          ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={`${site.name}: ${site.tagline}`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}

/** A page heading's share of the page's head: with a description, the head is set. */
export type PageHeadProps = { description?: string; headTitle?: string; noindex?: boolean };

/** The head of a page whose heading is `title`: titled `headTitle` or else the heading. */
export function PageHead({
  title,
  headTitle = title,
  description,
  noindex,
}: PageHeadProps & { title: string }) {
  return description ? (
    <Head title={headTitle} description={description} noindex={noindex} />
  ) : null;
}
