import { spawn } from 'node:child_process';
import path from 'node:path';
import { readLocalConfig } from './local-config';
import { MissingJavaError } from './dynamodb-local';
import { startLocalShop } from './start-local';

/** `npm run dev`: the local API runtime plus Vite's hot-reloading dev server proxying /api and /media to it. */
async function main() {
  const config = readLocalConfig();
  const shop = await startLocalShop(config).catch((e: unknown) => {
    if (e instanceof MissingJavaError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  });
  console.log(`  API runtime: ${shop.apiUrl}`);
  const vite = spawn('npx', ['vite', '--host', config.host], {
    cwd: path.resolve(import.meta.dirname, '../../web'),
    stdio: 'inherit',
    env: { ...process.env, API_TARGET: `http://${config.host}:${config.port}`, BASE_PATH: config.basePath },
  });
  const stop = async () => {
    vite.kill('SIGTERM');
    await shop.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  vite.on('exit', (code) => void shop.close().then(() => process.exit(code ?? 0)));
}

void main();
