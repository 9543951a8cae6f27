import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/db/client';
import { logger } from '../../lib/logger';
import type { AiCallKind } from './ai-client-limits';

/**
 * Estimated cost of one provider call in budget units (about a US cent each): a text answer (Nova Lite,
 * ~2k tokens) well under a cent, counted as 1; spoken audio (Polly, ~1.5k characters) 2; an image
 * (Nova Canvas) 8.
 */
export const AI_CALL_COST: Record<AiCallKind, number> = { text: 1, audio: 2, image: 8 };
/** Default daily budget: 2,000 units, about US$20 a day of Bedrock and Polly. */
export const DEFAULT_AI_DAILY_BUDGET = 2000;

/** AI_DAILY_BUDGET_UNITS (a whole number, 0 = answer from the knowledge base only), else the default. */
export const aiDailyBudget = (env: NodeJS.ProcessEnv = process.env) => {
  const raw = env.AI_DAILY_BUDGET_UNITS?.trim();
  const n = Number(raw);
  return raw && Number.isInteger(n) && n >= 0 ? n : DEFAULT_AI_DAILY_BUDGET;
};

/**
 * Takes the call's cost from today's global budget (pk AIBUDGET, sk DAY#<UTC date>, one conditional ADD):
 * true when it fitted. Past the budget, or if the counter can't be reached, the caller answers from the
 * local knowledge base, so the shop never fails for it.
 */
export async function takeFromDailyBudget(kind: AiCallKind, now = new Date()): Promise<boolean> {
  const cost = AI_CALL_COST[kind];
  const day = now.toISOString().slice(0, 10);
  if (cost > aiDailyBudget()) return false;
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { pk: 'AIBUDGET', sk: `DAY#${day}` },
        UpdateExpression: 'ADD #u :cost SET expiresAt = if_not_exists(expiresAt, :exp)',
        ConditionExpression: 'attribute_not_exists(#u) OR #u <= :room',
        ExpressionAttributeNames: { '#u': 'units' },
        ExpressionAttributeValues: { ':cost': cost, ':room': aiDailyBudget() - cost, ':exp': Math.floor(now.getTime() / 1000) + 7 * 24 * 3600 },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') logger.error('AI budget counter unavailable', { error: error as Error });
    return false;
  }
}
