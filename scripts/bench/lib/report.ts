import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const REPORTS_DIR = path.join(ROOT, '.reports');

/** One measured figure beside its target. `pass` is undefined when there is no target (info only). */
export type Figure = { name: string; value: string; target: string; pass?: boolean };
export type BenchReport = { bench: string; measuredAt: string; figures: Figure[]; notes: string[] };

export function reportPath(bench: string): string {
  return path.join(REPORTS_DIR, `bench-${bench}.json`);
}

export function writeReport(report: BenchReport): string {
  mkdirSync(REPORTS_DIR, { recursive: true });
  const file = reportPath(report.bench);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

export function readReport(bench: string): unknown {
  const file = reportPath(bench);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const verdict = (pass: boolean | undefined) => (pass === undefined ? '' : pass ? 'PASS' : 'FAIL');

/** A plain-text table: figure | measured | target | PASS/FAIL. */
export function formatTable(rows: Figure[], title?: string): string {
  const head = ['figure', 'measured', 'target', 'result'];
  const body = rows.map((r) => [r.name, r.value, r.target, verdict(r.pass)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ').trimEnd();
  const out = [line(head), widths.map((w) => '-'.repeat(w)).join('-|-')];
  for (const b of body) out.push(line(b));
  return `${title ? `${title}\n` : ''}${out.join('\n')}`;
}

export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

export function median(values: number[]): number {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
