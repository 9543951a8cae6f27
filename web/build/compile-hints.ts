import type { Plugin } from 'vite';

/**
 * V8's file-wide compile hint (Chrome 136 on): every function of a script that starts with this comment is
 * compiled as the script streams in, on a background thread, instead of on the main thread the first time
 * it runs. Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

type SourceMapLike = { mappings: string };
type ChunkLike = { type: 'chunk'; isEntry: boolean; name: string; fileName: string; code: string; map?: SourceMapLike | null };
type AssetLike = { type: 'asset'; source: string | Uint8Array };

/** The chunk with the hint as its first line; its source map moved down the one line the hint takes. */
export function withCompileHint<T extends Pick<ChunkLike, 'code' | 'map'>>(chunk: T, mapFile?: AssetLike): T {
  if (chunk.code.startsWith(COMPILE_HINT)) return chunk;
  chunk.code = COMPILE_HINT + chunk.code;
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  // The map file is its own asset by now, written from the chunk's map before this plugin ran (Vite rewrites
  // it the same way after adding its preload map): it moves down too, or every frame maps one line off.
  if (mapFile) {
    const map = JSON.parse(typeof mapFile.source === 'string' ? mapFile.source : new TextDecoder().decode(mapFile.source)) as SourceMapLike;
    map.mappings = `;${map.mappings}`;
    mapFile.source = JSON.stringify(map);
  }
  return chunk;
}

/**
 * Marks the app's first chunk (the entry `entryName`) for compiling as it loads: nearly all of it runs as
 * the app starts (React, the router, the layout, the data layer), and on a page that arrived as HTML it
 * runs after the first paint, where each long task counts against the shopper (issue 34). Profiled at 4x
 * CPU, its evaluation was one 500 ms task, most of it parsing and compiling on the main thread.
 * Lazy chunks are left as they are: most of their functions never run on a given visit.
 * The hint goes in last, above the preload map Vite writes at the top of the chunk (it must be the file's
 * first line); the file's hash is the chunk's before it, and the hint is the same on every build.
 */
export function compileHints(entryName: string): Plugin {
  return {
    name: 'crystal-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find((f): f is typeof f & ChunkLike => f.type === 'chunk' && f.isEntry && f.name === entryName);
        if (!entry) throw new Error(`compile-hints: no entry chunk named ${entryName}`);
        const mapFile = bundle[`${entry.fileName}.map`];
        withCompileHint(entry, mapFile?.type === 'asset' ? (mapFile as AssetLike) : undefined);
      },
    },
  };
}
