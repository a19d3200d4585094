import { site } from '@/content/site';

/** Sets the page's title and description; React 19 hoists these tags into <head>. */
export function Head({ title, description }: { title: string; description?: string }) {
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description ?? site.description} />
    </>
  );
}
