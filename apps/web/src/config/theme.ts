/**
 * The colour theme's settings, shared by the app (stores/theme.ts) and the build, which puts
 * THEME_SCRIPT into every page's <head> and admits it to the Content-Security-Policy by its hash
 * (docs/decisions/0043). No imports: the build reads this file outside Vite.
 */

/** The themes: light, or dark (the `dark` class on <html>). */
export type Theme = 'light' | 'dark';

/** localStorage key of a choice that differs from the system's; absent, the system decides. */
export const THEME_KEY = 'ECO_THEME';

/** The system's setting. */
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Marks <html> dark before the body is parsed, so a prerendered page paints in its theme from the
 * first frame: the visitor's remembered choice, or else the system's. Plain ES5 in a try, as the
 * browser runs it inline: storage can be disabled, and an old browser lacks matchMedia. Its text
 * is the same in every build, so one hash admits it.
 */
export const THEME_SCRIPT = [
  `try{var t=localStorage.getItem('${THEME_KEY}');`,
  `if(t==='dark'||t!=='light'&&matchMedia('${DARK_QUERY}').matches)`,
  "document.documentElement.classList.add('dark')}catch(e){}",
].join('');
