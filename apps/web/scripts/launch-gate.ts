// `tsx scripts/launch-gate.ts`: the launch gate on its own. Prints the verdict for
// VITE_SITE_ENV (default local) and exits 1 when a production build would ship sample content.
// `vite build` runs it first (scripts/vite-launch-gate.ts).
import { launchGate, type SiteEnv } from '../src/content/launch-gate.ts';

const siteEnv = (process.env.VITE_SITE_ENV ?? 'local') as SiteEnv;
const verdict = launchGate(siteEnv);
if (verdict.ok) console.info(verdict.message);
else {
  console.error(verdict.message);
  process.exit(1);
}
