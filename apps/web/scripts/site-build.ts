// How the site is built into a folder, once for every builder: `npm run build:e2e` (each part of
// the browser suite), `npm run stack` and the benchmarks. `npm run build` itself is the same two
// steps into dist, after the documents (`npm run pdfs`), which these callers make or find made.

/**
 * The commands, run in apps/web with the build's VITE_ settings in the environment: vite's build
 * (--emptyOutDir: vite leaves a folder outside apps/web alone unless told to empty it), then the
 * prerendered pages.
 */
export const siteBuildCommands = (outDir: string) => [
  {
    name: 'vite build',
    command: 'npx',
    args: ['vite', 'build', '--outDir', outDir, '--emptyOutDir'],
  },
  { name: 'prerender', command: 'npx', args: ['tsx', 'scripts/prerender.ts', outDir] },
];
