/**
 * Reads kept in this function's memory for a few seconds, and concurrent identical reads collapsed into
 * one (single flight): while a read for a key is under way, every other caller of that key waits on it
 * instead of sending its own query. A failed read is not kept: the next caller tries again. An empty
 * answer can be refused too (`keep`), so a table caught mid-seed is not remembered as empty.
 */
export type CachedRead = {
  /** The kept answer for `key` while it is younger than the TTL; else `load()`, shared by concurrent callers. */
  read<T>(key: string, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T>;
  /** Drops every kept answer (after a write that changes them), or those whose key starts with `prefix`. */
  forget(prefix?: string): void;
};

type Entry = { at: number; value: Promise<unknown> };

/** Above this many keys, expired entries are swept on the next insert (product ids bound it anyway). */
const SWEEP_ABOVE = 500;

export function cachedRead(ttlMs: number, now: () => number = Date.now): CachedRead {
  const entries = new Map<string, Entry>();
  const sweep = (t: number) => {
    for (const [k, e] of entries) if (t - e.at >= ttlMs) entries.delete(k);
  };
  return {
    read<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
      const t = now();
      const hit = entries.get(key);
      if (hit && t - hit.at < ttlMs) return hit.value as Promise<T>;
      if (entries.size >= SWEEP_ABOVE) sweep(t);
      const entry: Entry = { at: t, value: load() };
      entries.set(key, entry);
      const drop = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      entry.value.then((v) => (keep(v as T) ? undefined : drop()), drop);
      return entry.value as Promise<T>;
    },
    forget(prefix?: string) {
      if (prefix === undefined) entries.clear();
      else for (const k of [...entries.keys()]) if (k.startsWith(prefix)) entries.delete(k);
    },
  };
}
