import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ZOD_IMPORT } from './zod-import.js';

/**
 * Import zones for functions/ and scripts/, by folder.
 *
 * A feature is a folder under functions/src/ (cart, orders, payments, ...); lib/ is shared by every
 * function and test/ is the test harness. Layers inside a feature: handler -> service -> repository.
 *
 * Cross-feature rule: a feature imports another feature only through its data layer (its
 * `*-repository.ts` files and the record shapes in `*-item.ts`) or through its `public/` folder, the few
 * entry points it publishes to other features. Never its handler, its services or its helpers directly.
 * Tests and test factories (`*.test.ts`, `*.factory.ts`) may set state up through any feature.
 */
const src = path.join(import.meta.dirname, '..', 'functions', 'src');
const notFeatures = new Set(['lib', 'test']);
const features = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !notFeatures.has(entry.name))
  .map((entry) => entry.name);

const at = (glob) => path.join(src, glob);
/** Every source file of a folder except tests and test factories. */
const sourcesOf = (folder) => at(`${folder}/**/!(*.test|*.factory).ts`);
const published = [at('*/index.ts'), at('*/**/*-repository.ts'), at('*/**/*-item.ts'), at('*/public/**')];

const featureZones = features.map((feature) => ({
  target: sourcesOf(feature),
  from: at(`!(${[feature, ...notFeatures].join('|')})/**`),
  except: published,
  message: `${feature}/ may use another feature only through its repositories, its *-item.ts record shapes or its public/ folder.`,
}));

export const functionsZones = [
  { target: './functions/src', from: ['./web', './infra'], message: 'functions/ may use shared/ only.' },
  ...featureZones,
  {
    target: at('**/*-repository.ts'),
    from: [at('**/*-service.ts'), at('**/handler.ts'), at('*/routes/**'), at('*/public/**')],
    message: 'Repositories sit below services and handlers (and a public/ module may publish a service).',
  },
  { target: at('**/*-service.ts'), from: [at('**/handler.ts'), at('*/routes/**')], message: 'Services sit below handlers and their route modules.' },
  {
    target: [at('*/!(handler).ts'), at('*/!(routes)/**'), at('lib/**')],
    from: at('*/routes/**'),
    message: "A feature's routes/ modules are loaded by its handler alone, on a route's first request.",
  },
  { target: sourcesOf('**'), from: [at('**/handler.ts')], message: 'A handler is an entry point: nothing imports it.' },
  { target: './functions/src/lib', from: ['./functions/src/!(lib|test)/**'], message: 'lib/ is shared by every function and imports none of them.' },
];

/** scripts/ reach shared/ by its workspace name, as functions/ and web/ do, never by a relative path. */
export const scriptsImports = {
  files: ['scripts/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ regex: '^(\\.\\./)+shared/', message: "Import shared/ by its workspace name: '@crystal/shared/...'." }, ZOD_IMPORT] },
    ],
  },
};
