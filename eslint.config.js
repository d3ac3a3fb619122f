import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import regexpPlugin from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (CONTRIBUTING.md, "Boundaries"): each zone names the files (`target`) that
 * may not import from `from`. A violation fails `npm run lint`.
 */
const foldersOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = foldersOf('apps/web/src/features');
const serverFeatures = foldersOf('apps/server/src/features');
const serverTopLevel = readdirSync('apps/server/src', { withFileTypes: true })
  .filter((entry) => entry.name !== 'features')
  .map((entry) => `./apps/server/src/${entry.name}`);

/**
 * Server features meet through their front doors: each `features/<name>/index.ts` exports what
 * the app and the other features may use, and nothing else of the feature can be imported from
 * outside it (docs/architecture.md, "Features and their front doors").
 */
const serverFrontDoorZones = serverFeatures.map((feature) => ({
  target: [
    ...serverTopLevel,
    ...serverFeatures
      .filter((other) => other !== feature)
      .map((other) => `./apps/server/src/features/${other}`),
  ],
  from: `./apps/server/src/features/${feature}`,
  except: ['./index.ts'],
  message: `Use what features/${feature}/index.ts exports: a feature's other files are its own.`,
}));

// Tests may assemble what production code must keep apart (an app with its plugins, a page
// around a helper); every other boundary holds for them too.
const productionOnlyZones = [
  {
    target: './apps/web/src/lib',
    from: ['./apps/web/src/app', './apps/web/src/features', './apps/web/src/components'],
    message: 'lib/ is the bottom layer of the web app.',
  },
  // server: features never reach into plugins
  {
    target: './apps/server/src/features',
    from: './apps/server/src/plugins',
    message: 'Features use lib/ (the route kit), never a plugin’s internals.',
  },
  {
    target: './apps/server/src/lib',
    from: [
      './apps/server/src/plugins',
      './apps/server/src/db',
      './apps/server/src/features',
      './apps/server/src/cli',
    ],
    message:
      'lib/ is the bottom layer of the server: it knows no plugin, table, feature or command.',
  },
  {
    target: ['./apps/server/src/db', './apps/server/src/features', './apps/server/src/plugins'],
    from: './apps/server/src/cli',
    message: 'cli/ holds the commands and the seed: nothing below them imports them.',
  },
  ...serverFrontDoorZones,
];

const boundaryZones = [
  // web: app → features → components → lib, and no feature imports another
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move the domain code both need to entities/, the rest to components/ or lib/.',
  })),
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features do not import the app shell: the app composes features.',
  },
  {
    target: './apps/web/src/components',
    from: ['./apps/web/src/app', './apps/web/src/features'],
    message: 'Shared widgets know no feature and no page.',
  },
  // web entities: the domain code several features share (a reservation's facts, a document's
  // links, the services' cache keys) sits between the features and the kit
  {
    target: './apps/web/src/entities',
    from: ['./apps/web/src/app', './apps/web/src/features'],
    message:
      'An entity knows no feature and no page: features use entities, not the other way round.',
  },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: './apps/web/src/entities',
    message:
      'components/ and lib/ know no business word: what needs an entity belongs in entities/ or a feature.',
  },
  {
    target: './apps/server/src/db',
    from: './apps/server/src/features',
    message: 'The data layer imports no feature.',
  },
  // shared code is shared: it imports nothing from the apps
  {
    target: './packages/shared',
    from: ['./apps', './e2e', './bench'],
    message: 'packages/shared imports nothing from the apps.',
  },
  // the stand-ins and clients every kind of test shares know no server internals
  {
    target: './packages/test-support',
    from: ['./apps', './e2e', './bench'],
    message:
      'packages/test-support imports nothing from the apps: it stands for the outside world.',
  },
];

// File names without their extension (check-file strips it before matching).
/** `name.role` with kebab-case parts, e.g. `reservations.routes.ts`, `mail.outbox.test.ts`, or the
 * feature's front door `index.ts`. */
const SERVER_FEATURE_FILE = '@(index|+([a-z0-9])*(-+([a-z0-9])).+([a-z])?(.test))';
/** kebab-case, e.g. `route-limits.ts`, `use-api-form.test.ts` */
const KEBAB_FILE = '+([a-z0-9])*(-+([a-z0-9]))?(.test)';
/** a React component, e.g. `DataTable.tsx`, `LoginForm.test.tsx`, or a hook's test beside it */
const COMPONENT_FILE = '@(+([A-Z])*([a-zA-Z0-9])|use-+([a-z0-9])*(-+([a-z0-9])))?(.test)';
/** a module with JSX that is not a component (`routes.tsx`, `main.tsx`, test helpers) */
const JSX_FILE = `@(+([A-Z])*([a-zA-Z0-9])|+([a-z0-9])*(-+([a-z0-9])))?(.test)`;

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: 'tsconfig.json',
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...boundaryZones, ...productionOnlyZones] },
      ],
    },
  },
  {
    // the boot of the prerendered pages, shipped as written (docs/decisions/0040)
    files: ['apps/web/src/boot/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // One file-name convention per kind of file (CONTRIBUTING.md, "Names").
    files: ['apps/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['**/*.d.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          'apps/server/src/features/**/*.ts': SERVER_FEATURE_FILE,
          'apps/server/src/!(features)/**/*.ts': KEBAB_FILE,
          'apps/server/src/*.ts': KEBAB_FILE,
          'apps/server/test/**/*.ts': KEBAB_FILE,
          'apps/web/src/**/*.tsx': JSX_FILE,
          'apps/web/src/**/components/**/*.tsx': COMPONENT_FILE,
          'apps/web/src/entities/**/*.tsx': COMPONENT_FILE,
          'apps/web/src/app/{pages,layouts,guards}/**/*.tsx': COMPONENT_FILE,
          'apps/web/src/**/*.ts': KEBAB_FILE,
          'packages/shared/src/**/*.ts': KEBAB_FILE,
          'packages/test-support/src/**/*.ts': KEBAB_FILE,
          'e2e/*.e2e.ts': '+([a-z0-9])*(-+([a-z0-9])).e2e',
          'e2e/support/*.ts': KEBAB_FILE,
        },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { 'apps/*/src/**/': 'KEBAB_CASE', 'packages/shared/src/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    // No regular expression of the server (nor of the shared schemas it runs) may take
    // super-linear time on a hostile input: a request's URL or body reaches them
    // (docs/decisions/0046-one-request-cannot-stall-the-server.md).
    files: ['apps/server/src/**/*.ts', 'packages/shared/src/**/*.ts'],
    plugins: { regexp: regexpPlugin },
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'certain' }],
      'regexp/no-super-linear-move': ['error', { report: 'certain', ignoreSticky: false }],
    },
  },
  {
    // Every API route is registered from its contract entry by the route kit
    // (apps/server/src/lib/route-kit.ts): a feature calling Fastify's route methods itself would
    // serve a route the contract does not describe.
    files: ['apps/server/src/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(get|post|put|patch|delete|head|options|all|route)$/][arguments.0.type=/^(Literal|TemplateLiteral|ObjectExpression)$/]:not([arguments.0.type='Literal']:not([arguments.0.value=/^\\//]))",
          message:
            'Register routes with route() or sharedRoute() from lib/route-kit.ts, from their contract entry.',
        },
      ],
    },
  },
  {
    // process.env is read in one place only: apps/server/src/config.ts
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/config.ts' },
      ],
    },
  },
);
