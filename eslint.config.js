import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

import { functionsZones, scriptsImports } from './lint/boundaries-functions.js';
import { webZones } from './lint/boundaries-web.js';
import { ZOD_IMPORT } from './lint/zod-import.js';
import { noImportCircle } from './lint/no-import-circle.js';
import { moduleOrder } from './lint/module-order-rule.js';

/** The shop's own lint rules. */
const crystal = { rules: { 'no-import-circle': noImportCircle, 'module-order': moduleOrder } };

/** Imports flow one way: shared -> features -> app, handler -> service -> repository. */
const boundaries = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        { target: './shared', from: ['./functions', './web', './infra', './scripts'], message: 'shared/ depends on nothing else in the repo.' },
        ...functionsZones,
        ...webZones,
      ],
    },
  ],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'web/dist-*/**', 'cdk.out/**', '.data/**', '.reports/**', 'test-results/**', 'playwright-report/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'web/tsconfig.json'], alwaysTryTypes: true, noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      ...boundaries,
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['web/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  scriptsImports,
  {
    // No import circles (DESIGN ruling 23): a circle anywhere in the shop's code is an error, type-only
    // and lazy `import()` edges included (lint/no-import-circle.js).
    files: ['functions/src/**/*.{ts,tsx}', 'shared/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { crystal },
    rules: { 'crystal/no-import-circle': 'error' },
  },
  {
    // The functions/src modules import one way, in the order written once in lint/module-order.js
    // (decision 0115): only modules on a lower layer; the jobs and entry-point folders on top.
    files: ['functions/src/**/*.{ts,tsx}'],
    rules: { 'crystal/module-order': 'error' },
  },
  {
    // One zod: zod/mini with zod's English messages, from shared/src/zod.ts (decision 0028). Imported as a
    // namespace, which the bundlers tree-shake by member.
    files: ['shared/src/**/*.ts', 'functions/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'infra/**/*.ts'],
    ignores: ['shared/src/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ZOD_IMPORT] }] },
  },
  {
    files: ['shared/src/**/*.ts', 'functions/src/**/*.ts', 'scripts/**/*.ts', 'web/src/**/*.{ts,tsx}', 'infra/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/^(@crystal\\/shared\\/|(\\.\\.?\\/)+)zod$/][importKind!='type'] > :matches(ImportSpecifier[importKind!='type'], ImportDefaultSpecifier)",
          message: "Import zod as a namespace: `import * as z from '@crystal/shared/zod'` (the bundlers tree-shake its members).",
        },
      ],
    },
  },
);
