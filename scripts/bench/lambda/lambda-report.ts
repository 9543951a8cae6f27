import os from 'node:os';
import type { Figure } from '../lib/report';
import type { Config } from './configurations';
import { RUNS, type Row } from './measure-function';

/** Cold init of a function over its SDK floor's. */
export const TARGET_RATIO = 1.25;

/** The report's figures: per function its init beside the floors, its bundle size and the compared configuration. */
export function lambdaFigures(rows: Row[], missing: string[], alternative: Config): Figure[] {
  const altShort = alternative.key === 'sdk-bundled' ? '@aws-sdk bundled' : '@aws-sdk external';
  const compared = (r: Row, m: NonNullable<Row['alternative']>): Figure => ({
    name: `${r.name} with ${altShort} (not deployed)`,
    value: `${m.kb.toFixed(1)} kB, init ${m.ms.toFixed(1)} ms`,
    target: 'info',
  });
  const ratio = (r: Row) => r.pairedRatio;
  const libRatio = (r: Row) => r.pairedLibRatio;
  const figures: Figure[] = rows.flatMap((r) => [
    {
      name: `${r.name} init (median; SDK floor ${r.floor.ms.toFixed(1)} ms)`,
      value: `${r.deployed.ms.toFixed(1)} ms (${ratio(r).toFixed(2)}x floor)`,
      target: `<= ${TARGET_RATIO}x SDK floor`,
      pass: ratio(r) <= TARGET_RATIO,
    },
    {
      name: `${r.name} CPU time of init beside the SDK floor's (paired median)`,
      value: `${r.pairedCpuRatio.toFixed(2)}x (${r.deployed.cpuMs.toFixed(1)} ms against ${r.floor.cpuMs.toFixed(1)} ms)`,
      target: 'info',
    },
    {
      name: `${r.name} init beside its libraries floor (${r.librariesFloor.ms.toFixed(1)} ms, ${r.librariesFloor.kb.toFixed(1)} kB)`,
      value: `${libRatio(r).toFixed(2)}x; libraries +${(r.librariesFloor.ms - r.floor.ms).toFixed(1)} ms, own code +${(r.deployed.ms - r.librariesFloor.ms).toFixed(1)} ms`,
      target: 'info',
    },
    {
      name: `${r.name} bundle read at init (minified; SDK floor ${r.floor.kb.toFixed(1)} kB)`,
      value: `${r.deployed.kb.toFixed(1)} kB (+${(r.deployed.kb - r.floor.kb).toFixed(1)} kB above floor; ${r.totalKb.toFixed(1)} kB with the chunks loaded on first use)`,
      target: 'info',
    },
    // Only a function whose route modules are chunks loads anything after the init.
    ...(r.totalKb > r.deployed.kb + 0.05
      ? [
          {
            name: `${r.name} route modules, loaded on their routes' first requests (after init, not in it)`,
            value: `+${r.deployed.routesMs.toFixed(1)} ms for all of them (init and all: ${(r.deployed.ms + r.deployed.routesMs).toFixed(1)} ms)`,
            target: 'info',
          },
        ]
      : []),
    ...(r.alternative ? [compared(r, r.alternative)] : []),
  ]);
  for (const m of missing) figures.push({ name: `bundle ${m}`, value: 'entry file missing', target: 'bundled', pass: false });
  return figures;
}

/** How the figures were measured, printed under the table and kept in the report. */
export function lambdaNotes(deployed: Config, alternative: Config | undefined): string[] {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  return [
    `Init = median of ${RUNS} cold node processes; function, SDK floor, libraries floor${alternative ? ' and the compared configuration' : ''} alternate. The ratio is paired: the median over the ${RUNS} rounds of (function / the floor process started right beside it), so drift in the machine's load cancels within each pair.`,
    'SDK floor = an entry importing the same SDK packages as the function does at init (listed per function in the JSON; an SDK only a route module imports loads with that module) and nothing else, bundled with the deployed options.',
    "Init = the entry and the chunks it imports statically (code split, infra/lib/bundling.ts). A route module loads on its route's first request: the 'route modules' figure is the time to load every one of them after the init, which a container pays once per route it serves.",
    "Libraries floor (info) = the SDK floor plus the third-party libraries in the function's bundle, imported with the bindings its code imports and nothing called; libraries = libraries floor - SDK floor, own code = init - libraries floor.",
    `Deployed (infra/lib/bundling.ts): ${deployed.label}. ${alternative ? `Compared, not deployed: ${alternative.label}.` : 'The compared configuration was skipped (--no-alternative).'}`,
    `Load average ${load} on ${os.cpus().length} CPUs: wall-clock init grows with load; the ratio to the floor measured alongside does not.`,
  ];
}
