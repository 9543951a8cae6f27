import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import ts from 'typescript';
import { packageOf, SDK_PACKAGE } from './sdk-floor';

/**
 * The libraries floor of a function: its SDK floor plus the third-party runtime libraries its bundle
 * contains (zod, middy, Powertools, MiniSearch...), imported the way the function's own code imports
 * them (the same specifiers and the same bindings: `import { Logger }`, `import middy`, the members read
 * from `import * as z`) and doing nothing else: no schema built, no logger constructed. Bundled with the
 * deployed options, its init is what the function's libraries cost; the rest of the function's init is
 * its own code's.
 */

/**
 * Per library module, by the absolute path esbuild resolved it to (a workspace's own node_modules is not
 * on the floor entry's lookup path): the specifier our code wrote and the bindings it imports.
 */
export type LibraryImports = Map<string, { specifier: string; bindings: Set<string> }>;

/** `*` = the whole namespace, `default`, a named export, or `.member` read from a namespace import. */
const WHOLE = '*';

function add(imports: LibraryImports, file: string, specifier: string, bindings: Iterable<string>) {
  const entry = imports.get(file) ?? { specifier, bindings: new Set<string>() };
  for (const b of bindings) entry.bindings.add(b);
  imports.set(file, entry);
}

/** The members read from namespace `name` in `source` (`z.object` -> `.object`); `*` if used whole. */
function namespaceUses(source: ts.SourceFile, name: string): string[] {
  const uses: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node.text === name) {
      const p = node.parent;
      if (ts.isPropertyAccessExpression(p) && p.expression === node) uses.push(`.${p.name.text}`);
      else if (ts.isQualifiedName(p) || ts.isNamespaceImport(p)) return; // a type position (z.infer<...>) or the import itself
      else if (!ts.isTypeQueryNode(p)) uses.push(WHOLE);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/** The bindings one source file imports from `specifier` (value imports only; types are erased). */
function bindingsIn(file: string, specifier: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  for (const st of source.statements) {
    const from = (ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) && st.moduleSpecifier;
    if (!from || !ts.isStringLiteral(from) || from.text !== specifier) continue;
    if (ts.isExportDeclaration(st)) {
      if (st.isTypeOnly) continue;
      if (!st.exportClause || ts.isNamespaceExport(st.exportClause)) out.push(WHOLE);
      else for (const e of st.exportClause.elements) if (!e.isTypeOnly) out.push((e.propertyName ?? e.name).getText(source));
      continue;
    }
    const clause = (st as ts.ImportDeclaration).importClause;
    if (!clause) continue; // a side-effect import: the specifier itself is kept
    if (clause.isTypeOnly) continue;
    if (clause.name) out.push('default');
    const named = clause.namedBindings;
    if (named && ts.isNamespaceImport(named)) out.push(...namespaceUses(source, named.name.text));
    else if (named) for (const e of named.elements) if (!e.isTypeOnly) out.push((e.propertyName ?? e.name).getText(source));
  }
  return out;
}

/**
 * The third-party libraries a bundle's own code imports statically (an `import()` on first use is not
 * init), read from esbuild's metafile, with the bindings read from the importing files. Only our files
 * and libraries with code in the output (`bundled`: the output's inputs with bytes) count: an import
 * that tree-shaking dropped costs nothing. SDK packages (the SDK floor's) are left out; so are the
 * libraries' own dependencies, which they import themselves.
 */
export function libraryImportsOf(metafile: Metafile, root: string, bundled: Record<string, { bytesInOutput: number }>): LibraryImports {
  const inOutput = new Set(Object.entries(bundled).filter(([, b]) => b.bytesInOutput > 0).map(([input]) => input));
  const packagesInOutput = new Set([...inOutput].map(packageOf).filter(Boolean));
  const imports: LibraryImports = new Map();
  for (const [input, meta] of Object.entries(metafile.inputs)) {
    if (packageOf(input) || !inOutput.has(input)) continue; // a library's file, or ours shaken away
    for (const imp of meta.imports) {
      const pkg = packageOf(imp.path);
      if (!pkg || imp.external || SDK_PACKAGE.test(pkg) || !imp.original || !packagesInOutput.has(pkg)) continue;
      if (imp.kind !== 'import-statement' && imp.kind !== 'require-call') continue;
      add(imports, path.join(root, imp.path), imp.original, imp.kind === 'require-call' ? [WHOLE] : bindingsIn(path.join(root, input), imp.original));
    }
  }
  return imports;
}

/** The packages behind the imports, for the report (`zod`, `@middy/core`...). */
export const libraryPackages = (imports: LibraryImports): string[] =>
  [...new Set([...imports.values()].map(({ specifier: s }) => /^(@[^/]+\/)?[^/]+/.exec(s)![0]))].sort();

/**
 * Writes the libraries floor's entry under `dir`: the SDK floor's imports, then each library's bindings,
 * all referenced by the handler and nothing called. Returns the entry's path.
 */
export function writeLibraryFloorEntry(dir: string, sdkPackages: string[], libraries: LibraryImports): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'libraries-floor-entry.ts');
  const lines = sdkPackages.map((p, i) => `import * as sdk${i} from ${JSON.stringify(p)};`);
  const refs = sdkPackages.map((_, i) => `sdk${i}`);
  [...libraries.entries()].forEach(([file, { bindings }], i) => {
    const spec = JSON.stringify(file);
    const members = [...bindings].filter((b) => b.startsWith('.'));
    const named = [...bindings].filter((b) => b !== WHOLE && b !== 'default' && !b.startsWith('.'));
    if (bindings.has(WHOLE) || members.length) {
      lines.push(`import * as lib${i} from ${spec};`);
      refs.push(...(bindings.has(WHOLE) ? [`lib${i}`] : members.map((m) => `lib${i}${m}`)));
    }
    if (bindings.has('default')) {
      lines.push(`import lib${i}d from ${spec};`);
      refs.push(`lib${i}d`);
    }
    if (named.length) {
      lines.push(`import { ${named.map((n, j) => `${n} as lib${i}n${j}`).join(', ')} } from ${spec};`);
      refs.push(...named.map((_, j) => `lib${i}n${j}`));
    }
    if (!bindings.size) lines.push(`import ${spec};`);
  });
  lines.push(`const loaded = [${refs.join(', ')}];`, 'export const handler = async () => loaded.length;');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}
