import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatInWidget } from '../../functions/src/ai/chat-service';
import { shopCatalogue } from '../../functions/src/ai/shop-catalogue';
import { mediaStore } from '../../functions/src/lib/media/media-from-env';
import { seedCatalogue } from '../seed/seed-catalogue';
import { EVAL_KINDS } from './eval-cases';
import { formatReport, meetsTargets, runEval, type Ask } from './run-eval';

/** The widget's own path: the chat service, a fresh session per question, the page and the turns. */
const askWidget: Ask = async (message, ctx) => {
  const out = await chatInWidget(randomUUID(), {
    message,
    context: 'crystal_jewelry_assistant',
    ...(ctx.productId ? { page: { productId: ctx.productId } } : {}),
    history: ctx.history,
    ...(ctx.language === 'fr' ? { locale: 'fr' as const } : {}),
  });
  return out.response;
};

describe('the crystal guide evaluation (local provider, seed catalogue in DynamoDB Local)', () => {
  beforeAll(async () => {
    await seedCatalogue(mediaStore, { force: true });
  }, 60_000);

  it('passes at least 95% overall, every kind at 80% or more, and every prompt injection', async () => {
    const report = await runEval('local', askWidget, await shopCatalogue());
    const dir = path.resolve(import.meta.dirname, '../../.reports');
    await mkdir(dir, { recursive: true });
    await writeFile(
      path.join(dir, 'bench-eval-ai.json'),
      JSON.stringify({ local: report, bedrock: null }, null, 2),
    );
    expect(report.total).toBeGreaterThanOrEqual(60);
    expect(Object.keys(report.byKind)).toEqual([...EVAL_KINDS]);
    expect(meetsTargets(report), formatReport(report)).toBe(true);
  }, 60_000);
});
