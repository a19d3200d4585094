import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { sourceLocale } from '@/config/locales';
import { activateLocale } from '@/lib/i18n';

// The tests read the site in English, its source language: outside a production build Lingui
// compiles the messages in the code itself, so no catalogue needs loading.
activateLocale(sourceLocale);

// findBy* and waitFor wait for a condition; the limit only bounds a hang. Testing Library's 1 s
// default failed a test whose next page took longer to render beside a busy core (the clean-clone
// run with one core kept busy), so a busy machine gets the time it needs, within testTimeout.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has <dialog> but not its modal methods, which the Dialog component calls; the browser
// tests open the real one. Here they do what the tests rely on, as the browser does: showModal
// opens the dialog, close closes an open one and fires its `close` event. Defined once for every
// file of the worker (they share it: vitest.config.ts), so no file's order decides which
// stand-in another file gets.
for (const [name, open] of [
  ['showModal', true],
  ['close', false],
] as const) {
  if (Object.hasOwn(HTMLDialogElement.prototype, name)) continue;
  Object.defineProperty(HTMLDialogElement.prototype, name, {
    configurable: true,
    value(this: HTMLDialogElement) {
      const wasOpen = this.open;
      this.toggleAttribute('open', open);
      if (wasOpen && !open) this.dispatchEvent(new Event('close'));
    },
  });
}

// An unexpected console.error (a React warning, a failed request) fails the test that caused it.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  if (errors.length > 0) {
    const text = errors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`Unexpected console.error:\n${text}`);
  }
});
