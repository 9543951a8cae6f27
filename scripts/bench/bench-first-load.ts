/**
 * `npm run bench:first-load`: the first load of the home page and a product page as the browser loads it
 * (lib/first-load.ts), each script and the total, held to 120 kB gzip (issue 46). Serves web/dist with the
 * local runtime behind the bench's caching, compressing front door (run `npm run build:web` first).
 * `bench:web` prints the same figures beside its Lighthouse runs; this is the quick way to see them.
 * Flags: --port <p> (4362) --pages a,b (paths under the base; default the home and /product/1, both
 * languages) --rounds <n> (2; the largest counts) --dist <dir> (web/dist).
 */
import path from 'node:path';
import { flag, numberFlag } from './lib/args';
import { startCachingFrontDoor } from './lib/caching-front-door';
import { firstLoadFigures } from './lib/first-load';
import { formatTable, ROOT, writeReport } from './lib/report';
import { startBenchShop } from './lib/servers';

async function main() {
  const port = numberFlag('port', 4362);
  const dist = path.resolve(ROOT, flag('dist') ?? path.join('web', 'dist'));
  const pages = (flag('pages') ?? ',product/1,fr/,fr/product/1').split(',');
  const shop = await startBenchShop(port, { webDist: dist });
  const front = await startCachingFrontDoor(port + 1, port);
  try {
    const { figures, notes } = await firstLoadFigures(`http://127.0.0.1:${port + 1}`, pages, dist, shop.config.basePath, numberFlag('rounds', 2));
    writeReport({ bench: 'first-load', measuredAt: new Date().toISOString(), figures, notes });
    console.log(`\n${formatTable(figures, 'First load as the browser loads it')}\n${notes.join('\n')}`);
  } finally {
    front.close();
    await shop.dispose();
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
