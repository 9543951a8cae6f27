import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ZOD_IMPORT } from './zod-import.js';

/**
 * Import zones for functions/ and scripts/, by folder (decision 0029).
 *
 * Layers run one way: shared -> functions/src/lib -> the modules (cart, catalog, orders, payments, ...)
 * -> entry points (each module's handler.ts and routes/, the scheduled jobs/). scripts/ sits on top:
 * nothing under functions/src imports it. lib/ is shared by every function and test/ is the test harness;
 * neither is a module.
 *
 * One door per module: a module imports another module only through its `index.ts`, whatever the
 * imported file is called. Tests and test factories (`*.test.ts`, `*.factory.ts`) may also use another
 * module's test factories to set state up, and call a handler as API Gateway would.
 */
const src = path.join(import.meta.dirname, '..', 'functions', 'src');
/** lib/ and test/ are not modules; jobs/ holds entry points (one Lambda per file), not a module. */
const notModules = new Set(['lib', 'test', 'jobs']);
export const functionModules = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !notModules.has(entry.name))
  .map((entry) => entry.name)
  .sort();

const at = (glob) => path.join(src, glob);
const TESTS = '*.test|*.factory';
/** Every source file of a folder except tests and test factories. */
const sourcesOf = (folder) => [at(`${folder}/**/!(${TESTS}).ts`), at(`${folder}/**/!(${TESTS}).tsx`)];
const testsOf = (folder) => [at(`${folder}/**/*.{test,factory}.ts`), at(`${folder}/**/*.{test,factory}.tsx`)];
const DOORS = at('*/index.ts');

const doorZones = functionModules.flatMap((name) => {
  const others = at(`!(${[name, 'lib', 'test'].join('|')})/**`);
  return [
    { target: sourcesOf(name), from: others, except: [DOORS], message: `${name}/ may use another module only through its index.ts.` },
    {
      target: testsOf(name),
      from: others,
      except: [DOORS, at('*/**/*.factory.ts'), at('*/handler.ts'), at('jobs/*.ts')],
      message: `A test in ${name}/ uses another module through its index.ts (or its test factories, or a handler).`,
    },
  ];
});

export const functionsZones = [
  { target: './functions/src', from: ['./web', './infra', './scripts'], message: 'functions/ may use shared/ only; scripts/ sit on top of it.' },
  ...doorZones,
  {
    target: sourcesOf('jobs'),
    from: at('!(jobs|lib)/**'),
    except: [DOORS],
    message: 'A job uses a module only through its index.ts.',
  },
  {
    target: at('**/*-repository.ts'),
    from: [at('**/*-service.ts'), at('**/handler.ts'), at('*/routes/**')],
    message: 'Repositories sit below services and handlers.',
  },
  { target: at('**/*-service.ts'), from: [at('**/handler.ts'), at('*/routes/**')], message: 'Services sit below handlers and their route modules.' },
  {
    target: [at('*/!(handler).ts'), at('*/!(routes)/**'), at('lib/**')],
    from: at('*/routes/**'),
    message: "A module's routes/ are loaded by its handler alone, on a route's first request.",
  },
  { target: [...sourcesOf('**')], from: [at('**/handler.ts')], message: 'A handler is an entry point: nothing imports it.' },
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
