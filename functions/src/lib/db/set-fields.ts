/**
 * Adds `SET #xN = :xN` clauses for arbitrary extra attributes to an update being built: each name and
 * value goes through a placeholder, so any attribute name (reserved words included) is safe.
 */
export function addSetFields(
  extra: Record<string, unknown>,
  update: { names: Record<string, string>; values: Record<string, unknown>; sets: string[] },
): void {
  Object.entries(extra).forEach(([k, v], i) => {
    update.names[`#x${i}`] = k;
    update.values[`:x${i}`] = v;
    update.sets.push(`#x${i} = :x${i}`);
  });
}
