/**
 * Prints the build settings of the web app for a deployed stack, from `cdk deploy --outputs-file`. Only
 * needed with `-c apiOnOwnHost=true`, where the build must know the API's host (the admin's Cognito
 * sign-in otherwise reaches the browser as admin-config.json, written by the stack):
 *
 *   npx cdk deploy -c stage=dev -c apiOnOwnHost=true ... --outputs-file cdk-outputs.json
 *   eval "$(npx tsx infra/bin/web-env.ts cdk-outputs.json)" && npm run build:web
 *   npx cdk deploy -c stage=dev -c apiOnOwnHost=true ...   # ships the build that calls this stack's API
 */
import { readFileSync } from 'node:fs';

type Outputs = Record<string, Record<string, string>>;

export function webBuildEnv(outputs: Record<string, string>): Record<string, string> {
  const need = ['BasePath', 'CognitoIssuer', 'UserPoolClientId', 'CognitoDomain', 'ApiOnOwnHost', 'ApiEndpoint'];
  const missing = need.filter((k) => !outputs[k]);
  if (missing.length) throw new Error(`The stack outputs lack ${missing.join(', ')}: deploy the current stack first`);
  return {
    BASE_PATH: outputs.BasePath!,
    VITE_ADMIN_AUTH: 'cognito',
    VITE_COGNITO_AUTHORITY: outputs.CognitoIssuer!,
    VITE_COGNITO_CLIENT_ID: outputs.UserPoolClientId!,
    VITE_COGNITO_DOMAIN: outputs.CognitoDomain!,
    API_BASE: outputs.ApiOnOwnHost === 'true' ? outputs.ApiEndpoint!.replace(/\/$/, '') : '',
  };
}

function main() {
  const [file, stackName] = process.argv.slice(2);
  if (!file) throw new Error('usage: tsx infra/bin/web-env.ts <cdk-outputs.json> [stack name]');
  const all = JSON.parse(readFileSync(file, 'utf8')) as Outputs;
  const name = stackName ?? Object.keys(all).find((k) => k.startsWith('CrystalShop-'));
  const outputs = name ? all[name] : undefined;
  if (!outputs) throw new Error(`No CrystalShop stack in ${file}`);
  for (const [key, value] of Object.entries(webBuildEnv(outputs))) {
    console.log(`export ${key}='${value.replace(/'/g, `'\\''`)}'`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
