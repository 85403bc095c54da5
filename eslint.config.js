// Lint: type-checked TypeScript, React hooks, Drizzle safety, and the import
// direction of ENGINEERING.md (shared ← server, shared ← web; features apart).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layer = (group, message) => ({ group, message });

/**
 * What a feature may take from another: its `api/` modules (the endpoint hooks
 * and query options are a feature's public surface), never its components or
 * internals. Screens in app/routes/ compose features freely.
 */
const otherFeaturesInsides = (feature) => ({
  regex: `^(@web/|.*/)features/(?!${feature}/)[^/]+/(?!api/)`,
  message: `Feature "${feature}" may use another feature only through its api/ modules; move shared UI to components/.`,
});

const webNeverImportsServer = layer(
  ['@server/*', '**/server/**', 'drizzle-orm', 'drizzle-orm/*', 'node:*'],
  'The web app never imports server code.',
);

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      '.tmp/',
      'drizzle/',
      'test-results/',
      'playwright-report/',
      'public/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify route handlers are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/server/**/*.ts', 'tests/**/*.ts', 'scripts/**/*', 'bench/**/*'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // React Router and TanStack Query hand out promises that are fine to ignore in handlers.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            layer(
              ['@server/*', '@web/*', '**/server/**', '**/web/**'],
              'src/shared is used by both sides and imports neither.',
            ),
            layer(
              ['node:*', 'react', 'react-*', 'drizzle-orm', 'drizzle-orm/*', 'fastify', 'fastify*'],
              'src/shared holds pure code only.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            layer(
              ['@web/*', '**/web/**', 'react', 'react-*'],
              'The server never imports the web app.',
            ),
          ],
        },
      ],
    },
  },
  // Email templates are React components rendered on the server (React Email): React yes, the web app no.
  {
    files: ['src/server/modules/email/templates/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [layer(['@web/*', '**/web/**'], 'The server never imports the web app.')] },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webNeverImportsServer] }] },
  },
  // The lower layers of the web app: building blocks and plumbing that know no feature or screen.
  {
    files: ['src/web/components/**/*.{ts,tsx}', 'src/web/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            webNeverImportsServer,
            layer(
              ['@web/features/*', '@web/app/*', '**/features/**', '**/app/**'],
              'components/ and lib/ are below the features and screens: they never import them.',
            ),
          ],
        },
      ],
    },
  },
  // A feature never reaches into another's insides, nor up into the screens.
  ...webFeatures.map((feature) => ({
    files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            webNeverImportsServer,
            layer(
              ['@web/app/*', '**/app/**'],
              'Features are composed by the screens in app/; they never import them.',
            ),
            otherFeaturesInsides(feature),
          ],
        },
      ],
    },
  })),
);
