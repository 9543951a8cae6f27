import { readLocalConfig } from './local-config';
import { openDataDynamo } from './open-data-dynamo';

/**
 * `npm run seed [-- --force]`: seeds the local data folder's catalogue (categories, products, generated
 * artwork into <data dir>/media) with the same code `npm start` runs on first start. Without --force a
 * seeded table is left as it is; with it the catalogue is written again (stock and prices back to the
 * seed's). Takes the same flags as `npm start` (--data-dir, --dynamodb-endpoint).
 */
const argv = process.argv.slice(2);
const force = argv.includes('--force');
const config = readLocalConfig(argv.filter((a) => a !== '--force'));
const dynamo = await openDataDynamo(config);
try {
  // Imported after the environment is set: the DynamoDB client and media store read it at module load.
  const { seedCatalogue } = await import('../seed/seed-catalogue');
  const { mediaStore } = await import('../../functions/src/lib/media/media-from-env');
  const seeded = await seedCatalogue(mediaStore, { force });
  console.log(seeded ? `Seeded the catalogue in ${config.dataDir}.` : `${config.dataDir} is already seeded; run \`npm run seed -- --force\` to write the catalogue again.`);
} finally {
  await dynamo.close();
}
