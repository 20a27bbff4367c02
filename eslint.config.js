import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Code flows one way (ARCHITECTURE.md "Rules of the house" 1). */
const importDirection = [
  // shared is isomorphic: no server, client, node built-ins or React.
  { target: './src/shared', from: './src/server', message: 'shared must not import server code' },
  { target: './src/shared', from: './src/client', message: 'shared must not import client code' },
  { target: './src/client', from: './src/server', message: 'the client talks to the server over HTTP only' },
  { target: './src/server', from: './src/client', message: 'the server must not import client code' },
  // Client: shared -> lib/components -> features -> app.
  { target: './src/client/lib', from: ['./src/client/features', './src/client/app'], message: 'lib is below features and app' },
  { target: './src/client/components', from: ['./src/client/features', './src/client/app'], message: 'components are below features and app' },
  { target: './src/client/features', from: './src/client/app', message: 'features must not import app routes' },
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
    },
    rules: {
      'import/no-cycle': ['error', { maxDepth: 10 }],
      'import/no-restricted-paths': ['error', { zones: importDirection }],
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
        { patterns: [{ group: ['node:*', 'react', 'react-dom', 'drizzle-orm', 'drizzle-orm/*'], message: 'shared is isomorphic: zod and pure TypeScript only' }] },
      ],
    },
  },
  {
    files: ['src/client/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@client/features/*', '../../*/**'], message: 'features never import each other; compose them in app routes' }] },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
