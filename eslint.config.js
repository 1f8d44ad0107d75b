import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import i18n from './scripts/eslint/i18n.js';

/** The English-only formatters of @app/contracts: a page writes figures in its reader's language (fmt()). */
const englishFormatters = {
  name: '@app/contracts',
  importNames: ['formatPoints', 'pointsLabel', 'formatPointsShort', 'formatMoney', 'formatCents'],
  message: "English only: write figures with fmt(), pointsText() or useMoney() in the reader's language (ADR 057).",
};

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [englishFormatters],
          patterns: [
            {
              group: ['node:*', '@app/api', '**/apps/api/**'],
              message: 'The web never imports the API or node modules.',
            },
          ],
        },
      ],
    },
  },
  // Every text a person reads comes from the catalogs (ADR 057): no literal text in JSX or labels.
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx'],
    plugins: { 'app-i18n': i18n },
    rules: {
      'app-i18n/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [
              [
                '*',
                '{label,title,placeholder,description,heading,subtitle,hint,message,text,emptyText,empty,caption,tooltip,alt,confirmLabel,cancelLabel,actionLabel,srLabel,legend,summary}',
              ],
            ],
          },
        },
      ],
      'app-i18n/no-literal-string-in-object': [
        'error',
        {
          include: ['label', 'title', 'description', 'placeholder', 'heading', 'message', 'text', 'hint', 'emptyText'],
        },
      ],
    },
  },
  // Web features never import each other: shared code flows shared -> features -> app.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [englishFormatters],
          patterns: [
            { group: ['node:*', '@app/api'], message: 'The web never imports the API or node modules.' },
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
              message: 'A feature does not import another feature; move shared code to components/ or lib/.',
            },
            { group: ['@/app/*'], message: 'Features do not import the app layer.' },
          ],
        },
      ],
    },
  })),
  // Pure packages: no I/O, no React, no database, no apps.
  {
    files: ['packages/*/src/**/*.ts'],
    ignores: ['packages/*/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'fs',
                'path',
                'crypto',
                'react',
                'react-dom',
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
                '@app/api',
                '@app/web',
                '**/apps/**',
              ],
              message: 'packages/* are pure: zod and each other only.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'No process in pure packages.' },
        { name: 'Buffer', message: 'No Buffer in pure packages.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Randomness is passed in.' },
        { object: 'Date', property: 'now', message: 'Time is passed in.' },
      ],
    },
  },
  // The zod-free subpath of the contracts (@app/contracts/points-labels): the points history page
  // imports it alone so that its chunk carries no schema library.
  {
    files: ['packages/contracts/src/points-labels.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message:
                'points-labels.ts stays zod-free (the web imports it without the schemas); build the zod enums in points.ts.',
            },
          ],
          patterns: [
            { group: ['zod/*', './*', '../*'], message: 'points-labels.ts stays zod-free and imports nothing.' },
            {
              group: [
                'node:*',
                'fs',
                'path',
                'crypto',
                'react',
                'react-dom',
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
                '@app/api',
                '@app/web',
                '**/apps/**',
              ],
              message: 'packages/* are pure: zod and each other only.',
            },
          ],
        },
      ],
    },
  },
  // API layers, bottom to top: db -> features -> seed -> app/server/cli. An import only ever points down.
  {
    files: ['apps/api/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '../features',
                '../features/**',
                '../../features',
                '../../features/**',
                '../seed',
                '../seed/**',
                '../plugins/**',
                '../integrations/**',
                '../app',
                '../server',
                '../cli/**',
              ],
              message:
                'db/ is the bottom layer: it never imports features, plugins, integrations, the seed or the app (the seed lives in src/seed/, above the features).',
            },
          ],
        },
      ],
    },
  },
  // A feature reaches another feature through its service, never its repository, and never the seed above it.
  {
    files: ['apps/api/src/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/repository', '../*/repository.ts'],
              message: "Call the other feature's service, not its repository.",
            },
            {
              group: ['../../seed', '../../seed/**', '../../app', '../../server'],
              message: 'Features sit below the seed and the app: they never import them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config.ts', 'apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'process.env is read in config.ts alone.' },
      ],
    },
  },
  // Formatting is Prettier's (npm run lint checks it); no ESLint rule may fight it.
  prettier,
);
