// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES_DIR = 'apps/web/src/features';
const features = existsSync(FEATURES_DIR)
  ? readdirSync(FEATURES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

const SERVER_SRC = 'apps/server/src';
const SERVER_MODULES_DIR = `${SERVER_SRC}/modules`;
const serverModules = readdirSync(new URL(`./${SERVER_MODULES_DIR}`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * What other modules may import of `module`: its public.ts. A module that has none yet is open
 * (booking, until its reshaping adds one); every other module has one.
 */
const publicPathOf = (module) =>
  existsSync(new URL(`./${SERVER_MODULES_DIR}/${module}/public.ts`, import.meta.url))
    ? `./${module}/public.ts`
    : `./${module}`;

/**
 * The server's boundaries: a module imports its own files, the infrastructure (plugins/, db/,
 * documents/, i18n/, locales/, security/, config.ts), the module toolkit (modules/module.ts,
 * module-images.ts) and packages, and another module only through that module's public.ts;
 * infrastructure never imports a module (app.ts hands it what it needs). Tests may reach inside
 * to set up what they check.
 */
const serverZones = [
  ...serverModules.flatMap((module) => [
    {
      target: `./${SERVER_MODULES_DIR}/${module}`,
      from: `./${SERVER_MODULES_DIR}`,
      except: [
        `./${module}`,
        './module.ts',
        './module-images.ts',
        ...serverModules.filter((other) => other !== module).map(publicPathOf),
      ],
      message: 'A module imports another module only through its public.ts.',
    },
    {
      target: `./${SERVER_MODULES_DIR}/${module}`,
      from: `./${SERVER_SRC}`,
      except: [
        './modules',
        './plugins',
        './db',
        './documents',
        './i18n',
        './locales',
        './security',
        './config.ts',
      ],
      message:
        'A module imports its own files, security/, plugins/, db/, documents/, i18n/, locales/, config.ts and packages only.',
    },
  ]),
  {
    target: ['plugins', 'db', 'documents', 'i18n', 'security'].map((folder) => `./${SERVER_SRC}/${folder}`),
    from: `./${SERVER_MODULES_DIR}`,
    message: 'Infrastructure never imports a module: app.ts or server.ts hands it what it needs.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/.ssr-lead/**',
      'data/**',
      'e2e/.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.bench/**',
      '.soak/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.config.js', '*.config.ts', 'scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // import-x parses imported files itself to follow their imports (no-cycle needs it).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-default-export': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tools that want a default export.
    files: ['**/*.config.{js,ts,mjs}', 'e2e/**/*.setup.ts', 'e2e/global-teardown.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A feature never imports a sibling feature (bulletproof-react): shared code moves to
      // components/, lib/ or a package.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: features.map((feature) => ({
            target: `./${FEATURES_DIR}/${feature}`,
            from: `./${FEATURES_DIR}`,
            except: [`./${feature}`],
            message: 'A feature must not import another feature; move shared code to components/ or lib/.',
          })),
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: [`${SERVER_SRC}/**/*.ts`],
    ignores: ['**/*.test.ts', '**/*.test-kit.ts', '**/*.fixture.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: serverZones }],
    },
  },
  prettier,
);
