/**
 * Runs `load` on the first call and hands every call the same promise: a module and its client made
 * once per container, on first use rather than at import (kept out of the cold start).
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}
