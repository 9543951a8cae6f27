import {
  categoryTranslationSchema,
  productTranslationSchema,
  type CategoryTranslation,
  type FrenchDraftResult,
  type ProductTranslation,
} from '@crystal/shared/schemas/translation';
import { getProduct } from '../catalog';
import { queryCategories } from '../catalog';
import { AppError, notFound } from '../lib/errors';
import { logger } from '../lib/logger';
import { aiProvider } from './provider/provider-from-env';
import type { FrenchDraft, FrenchDraftRequest } from './provider/ai-provider';
import { saveCategoryDraft, saveProductDraft } from './french-draft-repository';

const LIMITS = { name: 120, description: 5000, careInstructions: 2000 } as const;

/** Asks the provider; a failed or unusable answer is a 503 the editor can retry, never a half-stored draft. */
async function ask(req: FrenchDraftRequest): Promise<FrenchDraft> {
  try {
    return await aiProvider.draftFrench(req);
  } catch (error) {
    logger.warn('French draft failed', { error: error as Error });
    throw new AppError('UNAVAILABLE', 'The AI guide could not draft the French just now. Try again, or write it yourself.');
  }
}

/** Keeps each field within the English field's limit (a model can run long). */
const fit = (text: Record<string, string>, limits: Record<string, number>) =>
  Object.fromEntries(Object.entries(text).map(([k, v]) => [k, v.slice(0, limits[k] ?? v.length).trim()]));

export async function draftProductFrench(id: number): Promise<FrenchDraftResult<ProductTranslation>> {
  const item = await getProduct(id);
  if (!item) throw notFound('Product');
  const text = { name: item.name, description: item.description, careInstructions: item.careInstructions };
  const answer = await ask({ kind: 'product', text, gemstones: item.gemstones, materials: item.materials });
  const parsed = productTranslationSchema.safeParse(fit(answer.text, LIMITS));
  if (!parsed.success) throw new AppError('UNAVAILABLE', 'The AI guide’s French draft was incomplete. Try again, or write it yourself.');
  await saveProductDraft(id, parsed.data);
  return { frDraft: parsed.data, source: answer.source };
}

export async function draftCategoryFrench(id: number): Promise<FrenchDraftResult<CategoryTranslation>> {
  const category = (await queryCategories()).find((c) => c.id === id);
  if (!category) throw notFound('Category');
  const answer = await ask({ kind: 'category', text: { name: category.name, description: category.description } });
  const parsed = categoryTranslationSchema.safeParse(fit(answer.text, { name: 80, description: 500 }));
  if (!parsed.success) throw new AppError('UNAVAILABLE', 'The AI guide’s French draft was incomplete. Try again, or write it yourself.');
  await saveCategoryDraft(id, parsed.data);
  return { frDraft: parsed.data, source: answer.source };
}
