import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { KeywordReport, MarketResearch } from '@crystal/shared/schemas/ai';
import { db, tableName } from '../lib/db/client';

const KEEP_SECONDS = 30 * 24 * 3600;
const expires = (at: string) => Math.floor(Date.parse(at) / 1000) + KEEP_SECONDS;

/** Results of the scheduled jobs (pk MARKET, sk RESEARCH#<iso> / KEYWORDS#<iso>), newest read by /admin. */
export async function putMarketResearch(research: MarketResearch): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        pk: 'MARKET',
        sk: `RESEARCH#${research.generatedAt}`,
        type: 'market-research',
        ...research,
        expiresAt: expires(research.generatedAt),
      },
    }),
  );
}

export async function putKeywordReport(report: KeywordReport): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        pk: 'MARKET',
        sk: `KEYWORDS#${report.generatedAt}`,
        type: 'keyword-report',
        ...report,
        expiresAt: expires(report.generatedAt),
      },
    }),
  );
}

async function latest(prefix: string): Promise<Record<string, unknown> | undefined> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': 'MARKET', ':prefix': prefix },
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  return out.Items?.[0];
}

/** For /admin: the newest market research, or null before the job has run. */
export async function getLatestMarketResearch(): Promise<MarketResearch | null> {
  const item = await latest('RESEARCH#');
  if (!item) return null;
  const { topic, generatedAt, provider, insights } = item as unknown as MarketResearch;
  return { topic, generatedAt, provider, insights };
}

/** For /admin: the newest keyword monitor report, or null before the job has run. */
export async function getKeywordCounts(): Promise<KeywordReport | null> {
  const item = await latest('KEYWORDS#');
  if (!item) return null;
  const { generatedAt, days, keywords } = item as unknown as KeywordReport;
  return { generatedAt, days, keywords };
}
