import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { SiteEnv } from '../src/content/launch-gate.ts';

const require = createRequire(import.meta.url);
// node:path rather than new URL(): jsdom's URL (in the unit tests) does not resolve file: URLs.
const gateScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'launch-gate.ts');

/**
 * Stops `vite build` before it bundles anything when a production build would ship sample
 * content, printing every sample item; other builds print how many samples they label. The
 * gate runs as its own process so the build configuration does not load the content modules.
 */
export function launchGatePlugin(siteEnv: SiteEnv): Plugin {
  return {
    name: 'eco-launch-gate',
    apply: 'build',
    buildStart() {
      try {
        const out = execFileSync(process.execPath, [require.resolve('tsx/cli'), gateScript], {
          env: { ...process.env, VITE_SITE_ENV: siteEnv },
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        console.info(out.trim());
      } catch (error) {
        const message = (error as { stderr?: string }).stderr?.trim() || String(error);
        // The list is the whole message: a stack trace of the build tool would bury it.
        const refused = new Error(message);
        refused.stack = message;
        throw refused;
      }
    },
  };
}
