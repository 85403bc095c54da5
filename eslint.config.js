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

/** Import patterns of every feature but this one and auth, as a list of at most one group. */
function otherFeatures(feature) {
  const others = webFeatures
    .filter((other) => other !== feature && other !== 'auth')
    .flatMap((other) => [`@web/features/${other}/*`, `**/features/${other}/*`]);
  return others.length > 0 ? [others] : [];
}

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.tmp/', 'drizzle/', 'test-results/', 'playwright-report/', 'public/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
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
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            layer(['@server/*', '@web/*', '**/server/**', '**/web/**'], 'src/shared is used by both sides and imports neither.'),
            layer(['node:*', 'react', 'react-*', 'drizzle-orm', 'drizzle-orm/*', 'fastify', 'fastify*'], 'src/shared holds pure code only.'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [layer(['@web/*', '**/web/**', 'react', 'react-*'], 'The server never imports the web app.')] },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [layer(['@server/*', '**/server/**', 'drizzle-orm', 'drizzle-orm/*', 'node:*'], 'The web app never imports server code.')] },
      ],
    },
  },
  // One feature never reaches into another; the signed-in user (features/auth) is app-wide.
  ...webFeatures.map((feature) => ({
    files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            layer(['@server/*', '**/server/**', 'drizzle-orm', 'drizzle-orm/*', 'node:*'], 'The web app never imports server code.'),
            ...otherFeatures(feature).map((others) =>
              layer(others, `Feature "${feature}" must not import another feature; move shared code to components/ or lib/.`),
            ),
          ],
        },
      ],
    },
  })),
);
