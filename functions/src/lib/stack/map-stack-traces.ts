import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Readable stack traces for the minified Lambda bundles, paid for only when a stack is written.
 *
 * Node's `--enable-source-maps` reads and decodes every bundle's source map while the module loads: 270 kB
 * to 1.2 MB of JSON on each cold start, 3-11 ms before the first request (decision 0027). Here the map
 * beside a bundle (`index.mjs.map`, written by the stack's esbuild options) is read the first time an
 * error's stack is formatted, and each frame is given its source file, line and name, as Node would.
 *
 * Under `--enable-source-maps` or tsx (`process.sourceMapsEnabled`) it does nothing. A stack with no
 * mapped bundle in it (a test runner's, say) is left to the formatter that was there before.
 */
export function installStackSourceMaps(): void {
  if (process.sourceMapsEnabled) return;
  const previous = Error.prepareStackTrace;
  Error.prepareStackTrace = (error, frames) =>
    frames.some((f) => mapOfFile(f.getFileName())) || !previous ? formatStack(error, frames) : previous(error, frames);
}

/** One map per bundle file, read on first use; `null` when the file has none beside it. */
const maps = new Map<string, SourceMap | null>();

function mapOfFile(fileName: string | undefined | null): SourceMap | null {
  if (!fileName) return null;
  let map = maps.get(fileName);
  if (map !== undefined) return map;
  map = null;
  try {
    const path = fileName.startsWith('file://') ? fileURLToPath(fileName) : fileName;
    if (path.endsWith('.mjs') || path.endsWith('.js')) {
      const mapFile = `${path}.map`;
      if (existsSync(mapFile)) {
        const payload = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
        // Sources are written relative to the map; resolve them as Node does.
        const base = pathToFileURL(mapFile);
        payload.sources = payload.sources.map((s) => new URL(s, base).href);
        map = new SourceMap(payload as ConstructorParameters<typeof SourceMap>[0]);
      }
    }
  } catch {
    map = null;
  }
  maps.set(fileName, map);
  return map;
}

type Entry = { originalSource?: string; originalLine?: number; originalColumn?: number; name?: string };
const entryAt = (map: SourceMap, line: number | null, column: number | null): Entry =>
  line && column ? (map.findEntry(line - 1, column - 1) as Entry) : {};

/** The original name of frame i's function: its enclosing entry's, else the name at its caller's call site. */
function originalName(map: SourceMap, frames: NodeJS.CallSite[], i: number): string | undefined {
  const frame = frames[i]!;
  const enclosing = entryAt(map, frame.getEnclosingLineNumber(), frame.getEnclosingColumnNumber());
  if (enclosing.name) return enclosing.name;
  const caller = frames[i + 1];
  if (caller && caller.getFileName() === frame.getFileName()) return entryAt(map, caller.getLineNumber(), caller.getColumnNumber()).name;
  return undefined;
}

function formatFrame(frames: NodeJS.CallSite[], i: number): string {
  const frame = frames[i]!;
  const fileName = frame.getFileName();
  const map = mapOfFile(fileName);
  if (!map) return String(frame);
  const { originalSource, originalLine, originalColumn } = entryAt(map, frame.getLineNumber(), frame.getColumnNumber());
  if (!originalSource || originalLine === undefined || originalColumn === undefined) return String(frame);
  const typeName = frame.getTypeName();
  const generated = `${typeName && typeName !== 'global' ? `${typeName}.` : ''}${frame.getFunctionName() ?? frame.getMethodName() ?? '<anonymous>'}`;
  const name = originalName(map, frames, i) ?? generated;
  const source = originalSource.startsWith('file://') ? fileURLToPath(originalSource) : originalSource;
  return `${frame.isAsync() ? 'async ' : ''}${name} (${source}:${originalLine + 1}:${originalColumn + 1})`;
}

function formatStack(error: Error, frames: NodeJS.CallSite[]): string {
  let head: string;
  try {
    head = Error.prototype.toString.call(error);
  } catch {
    head = '<error>';
  }
  return [head, ...frames.map((_, i) => {
    try {
      return `    at ${formatFrame(frames, i)}`;
    } catch {
      return `    at ${String(frames[i])}`;
    }
  })].join('\n');
}
