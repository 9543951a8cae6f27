import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { isDemoPhone } from '@crystal/shared/shop-facts/demo-facts';
import { isDemoTaxNumber } from '@crystal/shared/tax-numbers';
import { SETTINGS_KEY } from '../../functions/src/settings/settings-key';
import type { Finding } from './finding';

export type DemoFactClients = { cloudformation: (region: string) => CloudFormationClient; dynamodb: (region: string) => DynamoDBClient };

export const demoFactClients = (): DemoFactClients => ({
  cloudformation: (region) => new CloudFormationClient({ region }),
  dynamodb: (region) => new DynamoDBClient({ region }),
});

const errorName = (e: unknown) => (e as { name?: string }).name ?? 'Error';

/**
 * A production shop never goes live with the demo's facts (issue 44 build 4): the 555-01xx phone or the demo
 * GST/HST number. A first deploy starts from the production defaults, which carry neither; a redeploy reads
 * the settings she saved in the stage's table (the stack's `TableName` output) and refuses to go on while
 * they hold one. Other stages are not checked: a test stage may run the demo.
 */
export async function checkDemoFacts(
  config: { stage: string; production: boolean },
  region: string,
  clients: DemoFactClients = demoFactClients(),
): Promise<Finding> {
  const check = 'demo facts';
  if (!config.production) return { check, level: 'ok', message: `not checked on the ${config.stage} stage (not production)` };
  const stackName = `CrystalShop-${config.stage}`;
  let tableName: string | undefined;
  try {
    const stack = (await clients.cloudformation(region).send(new DescribeStacksCommand({ StackName: stackName }))).Stacks?.[0];
    tableName = stack?.Outputs?.find((o) => o.OutputKey === 'TableName')?.OutputValue;
  } catch (e) {
    if (/does not exist/.test((e as Error).message ?? '')) return { check, level: 'ok', message: `first deploy of ${stackName}: the shop starts with no phone and no tax number until she gives hers` };
    return { check, level: 'fail', message: `Cannot read stack ${stackName} in ${region} (${errorName(e)}): the deploying identity needs cloudformation:DescribeStacks.` };
  }
  if (!tableName) return { check, level: 'ok', message: `${stackName} has no table yet: nothing saved to check` };
  let saved: { phone?: unknown; gstHstNumber?: unknown } | undefined;
  try {
    const doc = DynamoDBDocumentClient.from(clients.dynamodb(region));
    saved = (await doc.send(new GetCommand({ TableName: tableName, Key: SETTINGS_KEY, ConsistentRead: true }))).Item?.settings;
  } catch (e) {
    return { check, level: 'fail', message: `Cannot read the saved settings in ${tableName} (${errorName(e)}): the deploying identity needs dynamodb:GetItem on it.` };
  }
  const demo = [
    typeof saved?.phone === 'string' && isDemoPhone(saved.phone) ? `the demo phone ${saved.phone}` : '',
    typeof saved?.gstHstNumber === 'string' && isDemoTaxNumber(saved.gstHstNumber) ? `the demo GST/HST number ${saved.gstHstNumber}` : '',
  ].filter(Boolean);
  if (demo.length) {
    return { check, level: 'fail', message: `The shop's saved settings hold ${demo.join(' and ')}: enter the shop's own in /admin > Settings, then deploy again.` };
  }
  return { check, level: 'ok', message: saved ? 'the saved settings hold the shop’s own phone and tax number' : 'no settings saved yet: the production defaults hold no demo facts' };
}
