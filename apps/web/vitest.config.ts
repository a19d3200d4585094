import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { parseEnv } from './src/config/env-schema.ts';

export default defineConfig({
  define: { __ECO_ENV__: JSON.stringify(parseEnv({})) },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
  },
});
