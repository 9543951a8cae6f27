import { readLocalConfig } from './local-config';
import { MissingJavaError } from './dynamodb-local';
import { startLocalShop, type RunningShop } from './start-local';

/** `npm start`: the whole shop on this machine, no cloud account. */
async function main() {
  const config = readLocalConfig();
  const started = Date.now();
  // Handlers go in before anything starts: a Ctrl-C or SIGTERM during start-up waits for start-up to
  // finish and then stops it, so DynamoDB Local is never left running without its runtime.
  let shop: RunningShop | undefined;
  let stopping = false;
  const stop = async () => {
    if (stopping && !shop) process.exit(130); // a second Ctrl-C while start-up hangs: leave at once
    if (stopping) return;
    stopping = true;
    console.log('\n  Stopping...');
    if (!shop) return; // still starting: main() stops it once start-up returns
    await shop.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  try {
    shop = await startLocalShop(config);
    if (stopping) {
      await shop.close();
      process.exit(0);
    }
    console.log(`\n  Crystal shop running (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    console.log(`  Shop:     ${shop.url}`);
    console.log(`  API:      ${shop.apiUrl}`);
    const data = config.dynamoEndpoint
      ? `DynamoDB at ${config.dynamoEndpoint} (attached, left running on exit); media and outbox in ${config.dataDir}`
      : config.inMemory
        ? 'in memory'
        : config.dataDir;
    console.log(`  Data:     ${data}`);
    const { localAdminAccount } = await import('./local-issuer');
    const admin = localAdminAccount();
    console.log(`  Admin:    ${shop.url}admin  user: ${admin.username}  password: ${admin.password}`);
    console.log('\n  Press Ctrl-C to stop.\n');
  } catch (e) {
    if (stopping) process.exit(0);
    if (e instanceof MissingJavaError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
}

void main();
