import type { Figure } from './report';

/** issue 7's targets for every function bundle. */
const TARGETS = { bundleKb: 250, initMs: 40 };

type Row = Record<string, unknown>;

const isFigure = (f: unknown): f is Figure =>
  !!f && typeof f === 'object' && typeof (f as Figure).name === 'string' && typeof (f as Figure).value === 'string';

function findRows(value: unknown): Row[] {
  if (Array.isArray(value)) return value.filter((v): v is Row => !!v && typeof v === 'object' && !Array.isArray(v));
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) {
      const rows = findRows(v);
      if (rows.length) return rows;
    }
  }
  return [];
}

const pick = (row: Row, re: RegExp) => Object.keys(row).find((k) => re.test(k));

/**
 * Reads .reports/bench-lambda.json, written by bench-lambda.ts: figures in this harness's shape (what it
 * writes: per function the deployed bundle's size and init against issue 7's targets, plus the
 * SDK-bundled comparison as information-only figures, `pass` undefined), or else one row per function
 * with a name, a size (kB or bytes) and an init time (ms), which are then set beside the targets.
 */
export function lambdaFigures(report: unknown): Figure[] | undefined {
  if (!report || typeof report !== 'object') return undefined;
  const figures = (report as { figures?: unknown }).figures;
  if (Array.isArray(figures) && figures.every(isFigure)) return figures;
  const rows = findRows(report);
  const out: Figure[] = [];
  for (const row of rows) {
    const nameKey = pick(row, /^(name|fn|function|functionName)$/i);
    const sizeKey = pick(row, /kb|bytes|size/i);
    const initKey = pick(row, /init/i);
    if (!nameKey || (!sizeKey && !initKey)) continue;
    const name = String(row[nameKey]);
    if (sizeKey && typeof row[sizeKey] === 'number') {
      const raw = row[sizeKey] as number;
      const kb = /bytes/i.test(sizeKey) ? raw / 1024 : raw;
      out.push({ name: `${name} bundle (minified)`, value: `${kb.toFixed(1)} kB`, target: `<= ${TARGETS.bundleKb} kB`, pass: kb <= TARGETS.bundleKb });
    }
    if (initKey && typeof row[initKey] === 'number') {
      const ms = row[initKey] as number;
      out.push({ name: `${name} init (median)`, value: `${ms.toFixed(1)} ms`, target: `<= ${TARGETS.initMs} ms`, pass: ms <= TARGETS.initMs });
    }
  }
  return out.length ? out : undefined;
}

/**
 * Fallback when bench-lambda wrote no JSON: its printed table, one line per bundle. The deployed
 * configuration's columns come first (size, target, ok/OVER, init, target, ok/OVER); the comparison
 * columns after them are not read.
 */
export function parseLambdaTable(stdout: string): { functions: { name: string; kb: number; initMs: number }[] } | undefined {
  const rows = [...stdout.matchAll(/^(\S+)\s+([\d.]+)\s+<=\s*\d+\s+(?:ok|OVER)\s+([\d.]+)\s+<=\s*\d+\s+(?:ok|OVER)/gm)].map((m) => ({
    name: m[1]!,
    kb: Number(m[2]),
    initMs: Number(m[3]),
  }));
  return rows.length ? { functions: rows } : undefined;
}
