import plugin from 'tailwindcss/plugin';

/**
 * The dark theme (docs/decisions/0043) as a Tailwind plugin: the site's classes stay as they
 * are, and under <html class="dark"> every colour scale they use is turned over, shade 50 taking
 * shade 950's colour, 100 taking 900's and so on, white a near-black and black white. The pages'
 * pattern (pale tints for surfaces and borders, deep shades for text) holds in both themes, so
 * a contrast the light theme passes stays about as high in the dark one, and a new page is dark
 * without `dark:` classes of its own. Tailwind's utilities read their colours from these
 * variables, so only the variables change.
 *
 * Two markers for subtrees: `palette-fixed` keeps the light theme's colours (the header, the
 * footer and the home page's opening are dark green with light text in both themes), and
 * `palette-page` inside such a subtree follows the page's theme again (a dialog or a menu opened
 * from the header). Print keeps the light theme: the rules apply on screens only.
 */

/** Scales the site's classes use, turned over in the dark theme (palette.test.ts checks the list). */
export const turnedScales = ['slate', 'brand', 'amber', 'red', 'sky', 'emerald'] as const;

/**
 * Scales kept in both themes: the accent yellow, the focus ring and the highlights on the
 * header's dark green, which read on dark surfaces as they are.
 */
export const keptScales = ['accent'] as const;

const shades = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;

const colours = [...turnedScales.flatMap((scale) => shades.map((shade) => `${scale}-${shade}`))];

/**
 * The light shade that shade `shade` shows in the dark theme: 1000 - shade, but 500 takes 400.
 * Contrast is not symmetric: slate 500 reads on white (4.8:1) and not on the dark page (3.8:1),
 * where slate 400 does.
 */
const darkShade = (shade: number) => (shade === 500 ? 400 : 1000 - shade);

/** The light theme's value of colour `name`, captured on <html> before any rule changes it. */
const light = (name: string) => `--palette-light-${name}`;

const darkColours: Record<string, string> = {
  ...Object.fromEntries(
    turnedScales.flatMap((scale) =>
      shades.map((shade) => [
        `--color-${scale}-${shade}`,
        `var(${light(`${scale}-${darkShade(shade)}`)})`,
      ]),
    ),
  ),
  // Between slate 950 and 900: the page, a little lighter than the slate-50 (now 950) bands
  // and darker than the slate-100 (now 900) cards on it, as white sits between them in light.
  '--color-white': `color-mix(in oklab, var(${light('slate-950')}), var(${light('slate-900')}))`,
  '--color-black': `var(${light('white')})`,
};

const lightColours = Object.fromEntries(
  [...colours, 'white', 'black'].map((name) => [`--color-${name}`, `var(${light(name)})`]),
);

export default plugin((api) => {
  api.addBase({
    ':root': Object.fromEntries(
      [...colours, 'white', 'black'].map((name) => [light(name), `var(--color-${name})`]),
    ),
    '@media screen': {
      '.dark': { colorScheme: 'dark' },
      '.dark body, .dark .palette-fixed .palette-page': { ...darkColours, colorScheme: 'dark' },
      '.dark .palette-fixed': { ...lightColours, colorScheme: 'light' },
    },
  });
});
