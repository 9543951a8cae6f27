import type { NudgeType } from '@crystal/shared/schemas/ai';
import { api } from '@/lib/api-client';
import { aiApiPath } from '@/lib/api-paths/ai-path';

export type FlowType =
  | 'social_validation'
  | 'offer_applied'
  | 'offer_unavailable'
  | 'low_stock_checkout'
  | 'education'
  | 'gentle_reminder';

export const sendShoppingTrigger = (
  trigger: NudgeType,
  productId: number,
  userContext: { interactionPattern?: string; timeOnPage?: number; cartItems?: number },
) => api.post<{ flowType: FlowType }>(aiApiPath('aiShoppingTrigger'), { trigger, productId, userContext });
