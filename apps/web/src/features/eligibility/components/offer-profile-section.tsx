import { lazy, Suspense } from 'react';
import { whenPageReady } from '@/lib/page-ready';

// The offer profiles are reading matter under the form: their code (every deployment's profile
// and the country names) loads once the page is live, as the footer's does (docs/decisions/0013),
// so this form page stays within the first-load budget. The prerendered text stays until then.
const OfferProfiles = lazy(() => whenPageReady().then(() => import('./offer-profile')));

/** Who may buy on each network the site offers (offer-profile.tsx). */
export function OfferProfilesSection({ chainIds }: { chainIds: readonly number[] }) {
  return (
    <Suspense fallback={null}>
      <OfferProfiles chainIds={chainIds} />
    </Suspense>
  );
}
