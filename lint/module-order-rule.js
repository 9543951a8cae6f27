import path from 'node:path';
import { importsOf } from './no-import-circle.js';
import { LAYER_OF, NOT_MODULES } from './module-order.js';

/**
 * `crystal/module-order`: a functions/src module imports only modules below it in the one declared order
 * (lint/module-order.js, decision 0115): an import of a module on the same layer (a sibling) or above is
 * an error, and so is a folder that the order does not name. A module's folder holds its handler, routes
 * and test factories, and they stand on its layer: an entry point that must call modules above its own
 * lives in a folder of the top layer (jobs/, payments/, quotes/). Tests (`*.test.ts`) stand above the
 * house: they set state up through any module and call handlers and jobs as AWS does (the door zones of
 * lint/boundaries-functions.js still hold for them). Every edge counts: value, type-only, re-export and
 * lazy `import()` alike (the imports are resolved as TypeScript does).
 */
const SRC = path.resolve(import.meta.dirname, '..', 'functions', 'src');

/** The module a file of functions/src belongs to (its first folder), or undefined outside it. */
function moduleOf(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const parts = rel.split(path.sep);
  return parts.length > 1 ? parts[0] : undefined;
}

const isTest = (file) => /\.test\.tsx?$/.test(file);

export const moduleOrder = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import that runs against the declared order of the functions/src modules, or between siblings of one layer.' },
    messages: {
      unplaced: "functions/src/{{module}}/ is in no layer of lint/module-order.js: add it on the lowest layer above everything it imports.",
      upward: '{{from}}/ (layer {{fromLayer}}) imports {{to}}/ (layer {{toLayer}}), above it in lint/module-order.js. Move what both need to a lower module, or call {{to}}/ from an entry point on the top layer.',
      sibling: '{{from}}/ and {{to}}/ are siblings on layer {{fromLayer}} of lint/module-order.js: neither imports the other. Move what both need to a lower module, or move one up a layer.',
    },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    const from = moduleOf(file);
    if (!from || NOT_MODULES.has(from)) return {};
    return {
      Program(node) {
        if (!LAYER_OF.has(from)) {
          context.report({ node, messageId: 'unplaced', data: { module: from } });
          return;
        }
        if (isTest(file)) return;
        const fromLayer = LAYER_OF.get(from);
        const reported = new Set();
        for (const { specifier, target } of importsOf(file, context.sourceCode.text)) {
          const to = moduleOf(target);
          if (!to || to === from || NOT_MODULES.has(to) || reported.has(to)) continue;
          const toLayer = LAYER_OF.get(to);
          // A module missing from the order is reported in its own files.
          if (toLayer === undefined || toLayer < fromLayer) continue;
          reported.add(to);
          const line = context.sourceCode.lines.findIndex((l) => l.includes(`'${specifier}'`) || l.includes(`"${specifier}"`));
          context.report({
            node,
            loc: line >= 0 ? { line: line + 1, column: 0 } : node.loc,
            messageId: toLayer === fromLayer ? 'sibling' : 'upward',
            data: { from, to, fromLayer: String(fromLayer), toLayer: String(toLayer) },
          });
        }
      },
    };
  },
};
