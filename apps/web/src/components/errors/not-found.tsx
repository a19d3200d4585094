import { t } from '@lingui/core/macro';
import { Compass } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Head } from '@/components/ui/head';
import { paths } from '@/config/paths';

/** The not-found page, also shown for invalid parameters such as /learn/7. */
export function NotFound() {
  return (
    <>
      <Head
        title={t`Page not found`}
        description={t`This page does not exist on Green Planet ECO.`}
        noindex
      />
      <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
        <Compass aria-hidden="true" className="size-14 text-brand-600" />
        <p className="mt-6 text-sm font-semibold tracking-wider text-brand-700 uppercase">
          {t`Error 404`}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
          {t`Page not found`}
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          {t`We could not find the page you were looking for. It may have moved, or the address may have a typo.`}
        </p>
        <ButtonLink to={paths.home} size="lg" className="mt-8">
          {t`Back to the home page`}
        </ButtonLink>
      </div>
    </>
  );
}
