import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { compileCatalogues } from './web/build/compile-catalogues';

const env = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', POWERTOOLS_LOG_LEVEL: 'CRITICAL' };

/** Every unit and integration test: shared, functions (against DynamoDB Local), scripts, infra and web. */
export default defineConfig({
  test: {
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.reports/vitest.json' }]] : ['default'],
    projects: [
      {
        test: { name: 'shared', include: ['shared/src/**/*.test.ts'], environment: 'node', env },
      },
      {
        test: {
          name: 'functions',
          include: ['functions/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['scripts/test/dynamo-global-setup.ts'],
          setupFiles: ['scripts/test/table-per-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env,
        },
      },
      {
        test: { name: 'lint', include: ['lint/**/*.test.ts'], environment: 'node', testTimeout: 60_000, env },
      },
      {
        test: { name: 'infra', include: ['infra/**/*.test.ts'], environment: 'node', testTimeout: 120_000, env },
      },
      {
        plugins: [compileCatalogues(), react()],
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'web/src') } },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}', 'web/build/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
    ],
  },
});
