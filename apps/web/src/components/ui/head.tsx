import { site } from '@/content/site';

/**
 * Sets the page's title and description; React 19 hoists these tags into <head>. `noindex`
 * asks search engines to leave the page out (pages for the team only).
 */
export function Head({
  title,
  description,
  noindex = false,
}: {
  title: string;
  description?: string;
  noindex?: boolean;
}) {
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description ?? site.description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
