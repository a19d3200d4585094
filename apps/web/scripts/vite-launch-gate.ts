import type { Plugin } from 'vite';
import { launchGate, type SiteEnv } from '../src/content/launch-gate.ts';

/**
 * Stops `vite build` before it bundles anything when a production build would ship sample
 * content, printing every sample item; other builds print how many samples they label.
 */
export function launchGatePlugin(siteEnv: SiteEnv): Plugin {
  return {
    name: 'eco-launch-gate',
    apply: 'build',
    buildStart() {
      const verdict = launchGate(siteEnv);
      if (!verdict.ok) throw new Error(verdict.message);
      console.info(verdict.message);
    },
  };
}
