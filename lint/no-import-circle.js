import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * `crystal/no-import-circle`: no file of the shop's code (functions/src, shared/src, web/src) reaches
 * itself again through its imports (DESIGN ruling 23). Every edge counts: a value import, a type-only
 * import, a re-export and a lazy `import()` alike, since each one ties the two files' designs together
 * (eslint-plugin-import-x's no-cycle skips type-only imports, which is how two of the circles hid).
 *
 * The import graph of the three folders is read once per lint run from disk (TypeScript's own module
 * resolution, with each side's tsconfig); the linted file's edges come from the text being linted, so a
 * new import that closes a circle is reported on the line that closes it.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
export const CIRCLE_ROOTS = ['functions/src', 'shared/src', 'web/src'].map((dir) => path.join(ROOT, dir));
const SOURCE = /\.(ts|tsx)$/;

function compilerOptionsOf(tsconfig) {
  const { config } = ts.readConfigFile(tsconfig, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(tsconfig)).options;
}

let options;
const optionsFor = (file) => {
  options ??= { root: compilerOptionsOf(path.join(ROOT, 'tsconfig.json')), web: compilerOptionsOf(path.join(ROOT, 'web/tsconfig.json')) };
  return file.startsWith(path.join(ROOT, 'web') + path.sep) ? options.web : options.root;
};

const inRoots = (file) => CIRCLE_ROOTS.some((dir) => file.startsWith(dir + path.sep));

/** The files of the three folders that `text` (the source of `file`) imports, re-exports or loads. */
export function importsOf(file, text) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const out = [];
  for (const { fileName: specifier } of importedFiles) {
    const resolved = ts.resolveModuleName(specifier, file, optionsFor(file), ts.sys).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport && !resolved.resolvedFileName.includes('@crystal')) continue;
    let target = resolved.resolvedFileName;
    try {
      target = realpathSync(target);
    } catch {
      continue;
    }
    if (SOURCE.test(target) && !target.endsWith('.d.ts') && inRoots(target)) out.push({ specifier, target });
  }
  return out;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

let graph;
/** file -> the files it imports, for every source file under the three folders (read once). */
export function importGraph() {
  if (!graph) {
    graph = new Map();
    for (const dir of CIRCLE_ROOTS) {
      for (const file of sourceFiles(dir)) graph.set(file, importsOf(file, readFileSync(file, 'utf8')).map((i) => i.target));
    }
  }
  return graph;
}

/** A path of imports from `start` back to `file` (file names), or undefined when there is none. */
function pathBack(start, file, edges) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length) {
    const route = queue.shift();
    for (const next of edges(route[route.length - 1])) {
      if (next === file) return route;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...route, next]);
      }
    }
  }
  return undefined;
}

export const noImportCircle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import that leads back to the importing file (type-only and lazy imports included).' },
    messages: { circle: 'Import circle: {{route}}. Move what both need to a lower file, or hand it in (DESIGN ruling 23).' },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    if (!inRoots(file)) return {};
    return {
      Program(node) {
        const all = importGraph();
        const edges = (f) => (f === file ? [] : (all.get(f) ?? []));
        const rel = (f) => path.relative(ROOT, f);
        const reported = new Set();
        for (const { specifier, target } of importsOf(file, context.sourceCode.text)) {
          if (reported.has(target)) continue;
          const route = target === file ? [] : pathBack(target, file, edges);
          if (!route) continue;
          reported.add(target);
          const line = context.sourceCode.lines.findIndex((l) => l.includes(`'${specifier}'`) || l.includes(`"${specifier}"`));
          context.report({
            node,
            loc: line >= 0 ? { line: line + 1, column: 0 } : node.loc,
            messageId: 'circle',
            data: { route: [file, ...route, file].map(rel).join(' -> ') },
          });
        }
      },
    };
  },
};
