/**
 * Seeds the catalogue (categories, 28 products, generated artwork) into a DEPLOYED stack, with the same
 * repository code the shop runs:
 *
 *   TABLE_NAME=<TableName output> MEDIA_BUCKET=<MediaBucketName output> AWS_REGION=<region> \
 *     npx tsx scripts/seed/seed-cloud.ts [--force]
 *
 * Uses your AWS credentials (profile / environment). Runs once per table unless --force.
 */
export {};

const missing = ['TABLE_NAME', 'MEDIA_BUCKET', 'AWS_REGION'].filter((k) => !process.env[k]);
if (missing.length) {
  console.error(`Set ${missing.join(', ')} (see the stack outputs of \`npx cdk deploy\`).`);
  process.exit(2);
}
if (process.env.DYNAMODB_ENDPOINT) {
  console.error('DYNAMODB_ENDPOINT is set: unset it to seed the cloud table (npm run seed seeds the local one).');
  process.exit(2);
}

// Imported after the checks: the DynamoDB client reads its environment at module load.
const { seedCatalogue } = await import('./seed-catalogue');
const { s3MediaStore } = await import('../../functions/src/lib/media/s3-media-store');

const force = process.argv.includes('--force');
const seeded = await seedCatalogue(s3MediaStore(process.env.MEDIA_BUCKET!, '/media'), { force });
console.log(
  seeded
    ? `Seeded the catalogue into ${process.env.TABLE_NAME} (media in s3://${process.env.MEDIA_BUCKET}/media/).`
    : `${process.env.TABLE_NAME} is already seeded; run with --force to write the catalogue again.`,
);
