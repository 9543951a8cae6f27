/** Reads `--name value` flags shared by the benchmark scripts. */
export function flag(name: string, argv = process.argv.slice(2)): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

export function numberFlag(name: string, fallback: number, argv = process.argv.slice(2)): number {
  const raw = flag(name, argv);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number, got ${raw}`);
  return value;
}
