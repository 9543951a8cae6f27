import type { BehaviorAnalysis, BrowsingContext } from '@crystal/shared/schemas/ai';
import { api } from '@/lib/api-client';
import { aiApiPath } from '@/lib/api-paths/ai-path';

export type SessionData = {
  pageViews: number;
  scrollDepth: number;
  mouseMovements: number;
  clickPattern: string[];
};

export const analyseBehavior = (productId: number, context: BrowsingContext, sessionData: SessionData) =>
  api.post<BehaviorAnalysis>(aiApiPath('aiBehaviorAnalysis'), { productId, context, sessionData });
