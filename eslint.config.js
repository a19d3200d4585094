import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import tseslint from 'typescript-eslint';
import vitest from '@vitest/eslint-plugin';

const root = import.meta.dirname;

/** The folder names directly under `dir`, read at lint time so a new feature or module is covered without editing this file. */
const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webFeatures = foldersIn('./apps/web/src/features/');
const apiModules = foldersIn('./apps/api/src/modules/');

// Paths in the zones are relative to the repository root (basePath below).
const web = './apps/web/src';
const api = './apps/api/src';

// The web app's layers as bulletproof-react draws them (README.md, "Layout"):
// code flows app -> features -> shared, never back.
const webZones = [
  // A feature imports no other feature; what two features share moves down into
  // components, hooks, lib or stores.
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'A feature imports no other feature; move what they share into a shared folder.',
  })),
  { target: `${web}/features`, from: `${web}/app`, message: 'Features do not import the app.' },
  {
    target: ['components', 'hooks', 'lib', 'stores', 'config', 'content', 'styles', 'testing'].map(
      (folder) => `${web}/${folder}`,
    ),
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared code imports no feature and not the app.',
  },
];

// The API's modules are Fastify plugins that app.ts registers: a module may use
// another module's services, repositories or chain readers, but never its
// routes, and only the entry points (server, tests) import app.ts, so the
// plugin graph stays a tree.
const apiZones = [
  ...apiModules.map((module) => ({
    target: `${api}/modules/${module}`,
    from: apiModules
      .filter((other) => other !== module)
      .map((other) => `${api}/modules/${other}/*.routes.ts`),
    message: "A module imports no other module's routes.",
  })),
  {
    target: [`${api}/app-context.ts`, `${api}/{config,db,lib,modules}/**/!(*.test).ts`],
    from: `${api}/app.ts`,
    message: 'Only server.ts and the tests import app.ts.',
  },
];

// `expect(getByText(…)).toBeTruthy()` and the like: a Testing Library `getBy…`/`findBy…` query
// throws when nothing matches, so a presence matcher on its result can never be what fails.
const presenceOfQuery = (argument) =>
  `CallExpression[callee.property.name=/^(toBeTruthy|toBeDefined)$/] > MemberExpression.callee > CallExpression.object[callee.name='expect'] > ${argument}:matches([callee.property.name=/^(get|find)(All)?By/], [callee.name=/^(get|find)(All)?By/])`;
const unassertiveChecks = [
  presenceOfQuery('CallExpression'),
  presenceOfQuery('AwaitExpression > CallExpression'),
].map((selector) => ({
  selector,
  message:
    'The query throws when nothing matches, so this matcher cannot fail: call the query alone, or assert on what it found.',
}));

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-exclusive/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'packages/contracts/artifacts/**',
      'packages/contracts/src/generated/**',
      'bench/.out/**',
      // Ponder writes it on every start, in its own style.
      'apps/indexer/ponder-env.d.ts',
      '**/.ponder/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Import boundaries and cycles, resolved the way TypeScript resolves them
    // (the `@/` alias, the workspaces' `exports`), so an alias import cannot
    // slip past a zone.
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x skips .ts files when it follows imports, and the
      // cycle rule sees no cycle at all.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'bench/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    // Rules that need the type checker, on every TypeScript file and .mjs script: shipped
    // source, tests, browser tests, benchmarks and scripts alike. They share one TypeScript
    // program (tsconfig.eslint.json) rather than one per workspace: a file that several
    // workspaces import (packages/shared, the contracts' ABIs, what bench/ borrows) is checked
    // once, which took lint from about 187 to 128 CPU s. The workspaces' own type checks
    // (`npm run typecheck`) keep each one's exact options.
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: root },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Each zone names the files it holds to its rule: the web app's layers, the API's modules.
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...webZones, ...apiZones] },
      ],
      '@typescript-eslint/no-deprecated': 'error',
      '@typescript-eslint/no-unnecessary-condition': 'error',
      // node:test's describe and it return promises the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['describe', 'it', 'test'] },
          ],
        },
      ],
    },
  },
  {
    // Fastify tells a promise-style hook or plugin from a callback-style one by
    // whether it returns a promise, so an `async` function without `await` is
    // how the API says "no done callback"; the tests' stubs are async because
    // they implement promise-returning interfaces.
    files: ['apps/api/src/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // The API tests read replies with light-my-request's `json()`, typed `any` on
    // purpose, and state the shape they expect with `expect`; flagging every
    // member access on a reply would bury the findings that matter.
    // Plain JavaScript has `any` wherever inference stops (a parsed JSON, a callback's
    // arguments), so the no-unsafe-* rules would flag every use of it; the rest of the
    // type-aware rules (floating promises, misused promises, await-thenable) still apply.
    files: ['**/*.test.{ts,tsx}', '**/*.mjs'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Every Vitest file; unassertiveChecks (above) says why those matchers go.
    files: ['**/*.test.{ts,tsx}', '**/*.test-d.ts'],
    extends: [vitest.configs.recommended],
    rules: {
      'vitest/no-disabled-tests': 'error',
      // A bare query is an assertion: it throws when nothing matches.
      'vitest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect', 'expect*', 'assertType', '*.getBy*', '*.findBy*'] },
      ],
      // Vitest takes a message as the second argument.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // A hook may check that its own setup or cleanup held (the clock put back, the pool funded).
      'vitest/no-standalone-expect': [
        'error',
        { additionalTestBlockFunctions: ['beforeAll', 'beforeEach', 'afterAll', 'afterEach'] },
      ],
      'no-restricted-syntax': ['error', ...unassertiveChecks],
    },
  },
  {
    // A property test asserts, for each generated case, what holds for that case: a founder's
    // vesting is zero before the cliff and everything after the term.
    files: ['**/*.property.test.ts', 'packages/contracts/test/properties.test.ts'],
    rules: { 'vitest/no-conditional-expect': 'off' },
  },
  {
    // The web app's component tests render with Testing Library.
    files: ['apps/web/src/**/*.test.tsx'],
    extends: [testingLibrary.configs['flat/react']],
    rules: {
      // These tests also check markup the accessibility tree does not expose, and which the
      // site's own checks rely on: the data-sample-badge and data-dropdown-link hooks, SVG
      // geometry, <time datetime>, and the prerendered HTML before React takes it over.
      // Queries by role and text come first; these two would forbid the rest outright.
      'testing-library/no-node-access': 'off',
      'testing-library/no-container': 'off',
      // It takes any helper whose name starts with "render" for render itself, and then
      // objects to what the helper returns being called `card` or `container`.
      'testing-library/render-result-naming-convention': 'off',
    },
  },
  {
    // The browser tests. A fixed wait is an error: wait for the condition instead.
    files: ['apps/web/e2e/**/*.ts'],
    extends: [playwright.configs['flat/recommended']],
    rules: {
      'playwright/no-wait-for-timeout': 'error',
      // The helpers named expect… assert (expectNoOverflow and the like).
      'playwright/expect-expect': ['error', { assertFunctionNames: ['expect*'] }],
      // The tags are shared constants (exclusiveChainTag), which the rule cannot read.
      'playwright/valid-test-tags': 'off',
      // The browser tests walk the site's content (every ledger row, every route, every
      // document) and assert for each item what its data says: a retired credit shows its
      // beneficiary, a credit without a registry record says so. The branches are on that
      // data, read from the same modules the site renders, not on what the page happens to
      // show, so they cannot hide a failure the way these rules guard against.
      'playwright/no-conditional-in-test': 'off',
      'playwright/no-conditional-expect': 'off',
      'playwright/no-skipped-test': ['error', { allowConditional: true }],
    },
  },
);
