import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

const webRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const saved = process.env.VITE_SITE_ENV;

afterEach(() => {
  if (saved === undefined) delete process.env.VITE_SITE_ENV;
  else process.env.VITE_SITE_ENV = saved;
});

// Source maps in dist are public on any static host, and they carried the
// whole source (one with the local dev keys). The real build output is checked by
// e2e/build-output.spec.ts; this checks every kind of build the configuration can make.
describe('the production build configuration', () => {
  for (const siteEnv of ['local', 'staging', 'production'] as const) {
    it(`writes no source maps (VITE_SITE_ENV=${siteEnv})`, async () => {
      process.env.VITE_SITE_ENV = siteEnv;
      const config = await resolveConfig(
        { root: webRoot, configFile: path.join(webRoot, 'vite.config.ts'), logLevel: 'silent' },
        'build',
        'production',
        'production',
      );
      expect(config.build.sourcemap).toBe(false);
    });
  }
});
