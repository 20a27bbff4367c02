import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Folder names under `root` (features), read at lint time so a new feature gets its zone at once. */
const foldersOf = (root) =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const clientFeatures = foldersOf('./src/client/features');
const serverFeatures = foldersOf('./src/server/features');

/** Code flows one way (ARCHITECTURE.md "Rules of the house" 1; docs/architecture.md "Layers"). */
const importDirection = [
  // shared is isomorphic: no server or client code.
  { target: './src/shared', from: './src/server', message: 'shared must not import server code' },
  { target: './src/shared', from: './src/client', message: 'shared must not import client code' },
  { target: './src/client', from: './src/server', message: 'the client talks to the server over HTTP only' },
  { target: './src/server', from: './src/client', message: 'the server must not import client code' },
  // Client: shared -> lib/components -> features -> app.
  {
    target: './src/client/lib',
    from: ['./src/client/features', './src/client/app'],
    message: 'lib is below features and app',
  },
  {
    target: './src/client/components',
    from: ['./src/client/features', './src/client/app'],
    message: 'components are below features and app',
  },
  {
    target: './src/client/features',
    from: './src/client/app',
    message: 'features must not import app routes',
  },
  // Client features never import each other; app (routes and layouts) composes them.
  ...clientFeatures.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`],
    message: `the ${feature} feature must not import another feature; compose them in app/`,
  })),
  // Server: plugins, lib and db sit below the features; app.ts wires features into them.
  {
    target: ['./src/server/lib', './src/server/db', './src/server/plugins'],
    from: './src/server/features',
    message: 'lib, db and plugins are below the features: pass what they need in from app.ts',
  },
  {
    target: './src/server/db/**/!(*.test).ts',
    from: ['./src/server/lib', './src/server/plugins'],
    message: 'db is the bottom layer: take what it needs as a parameter',
  },
  // A feature reaches another feature through its service, never its repository.
  ...serverFeatures.map((feature) => ({
    target: `./src/server/features/${feature}/**`,
    from: `./src/server/features/!(${feature})/*.repository.ts`,
    message: `the ${feature} feature must call the other feature's service, not its repository`,
  })),
];

/**
 * What a family sees (issue 12): no text is written into these components; it comes from the translation files
 * (`locales/` of each feature), in the family's language. Staff-only screens are English and not listed.
 */
const familyFacingFiles = [
  'src/client/app/routes/{family,public,common}/**/*.tsx',
  'src/client/app/layouts/family/**/*.tsx',
  'src/client/app/root-layout.tsx',
  // Shared widgets; those only staff screens use live in components/staff/ and are English.
  'src/client/components/**/*.tsx',
  'src/client/features/{auth,family-portal,notifications,assistant-chat,messages}/**/*.tsx',
  // The family learning screens; its staff/ folder (the training ledger on the family detail page) is English.
  'src/client/features/family-learning/components/*.tsx',
  'src/client/features/signing/components/{family,link}/**/*.tsx',
  // References: the family's section and the reference's own page (the staff/ folder is English).
  'src/client/features/references/components/{family,link}/**/*.tsx',
  'src/client/features/references/components/*.tsx',
  'src/client/features/documents/components/{upload,scan,photo,camera,chosen-pages,email}*.tsx',
  // An adult's own account (issue 44): My Items and the household's invitations (the staff/ folder is English).
  'src/client/features/member-accounts/components/family/**/*.tsx',
  'src/client/features/member-accounts/components/*.tsx',
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'src/server/db/migrations/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Haven's own path aliases (tsconfig `paths`) are internal, not packages.
      'import/internal-regex': '^@(shared|server|client)/',
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: importDirection }],
      // Node built-ins, packages, then Haven's aliases (shared, server, client), then relative files. Within a
      // group the order is free and blank lines are neither required nor refused.
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [
            { pattern: '@shared/**', group: 'internal', position: 'before' },
            { pattern: '@client/**', group: 'internal', position: 'after' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'ignore',
        },
      ],
      'import/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-warning-comments': ['error', { terms: ['todo', 'fixme'], location: 'anywhere' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'shared is isomorphic: zod and pure TypeScript only',
            },
          ],
        },
      ],
    },
  },
  {
    // The browser has no Node built-ins; shared code runs there too.
    files: ['src/client/**/*.{ts,tsx}', 'src/shared/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import/no-nodejs-modules': 'error' },
  },
  {
    files: ['src/server/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '\\.repository$', message: 'routes stay thin: call a service, never a repository' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['src/client/**/*.tsx'] },
  {
    files: familyFacingFiles,
    ignores: ['**/*.test.tsx', 'src/client/components/staff/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          // Text between tags and in expressions inside JSX, and the attributes people read or hear.
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'label',
              'title',
              'aria-label',
              'placeholder',
              'description',
              'alt',
              'message',
              'error',
            ],
          },
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s·—–…]+', 'Haven'] },
          message: 'family-facing text goes through i18n: t() with a key in the feature locales',
        },
      ],
    },
  },
);
