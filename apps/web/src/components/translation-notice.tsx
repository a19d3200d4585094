import { lazy, Suspense } from 'react';
import { sourceLocale } from '@/config/locales';
import { currentLocale } from '@/lib/i18n';
import { whenPageReady } from '@/lib/page-ready';

// As the marketing notice's: the notice's code loads once the page is live, and until then React
// keeps the prerendered notice as it is, so a translated page's HTML carries it from the start.
const Content = lazy(() => whenPageReady().then(() => import('./translation-notice-content')));

/** What a translated page says of its translation (./translation-notice-content.tsx). */
export function TranslationNotice({ pathname }: { pathname: string }) {
  if (currentLocale().code === sourceLocale.code) return null;
  return (
    <Suspense fallback={null}>
      <Content pathname={pathname} />
    </Suspense>
  );
}
