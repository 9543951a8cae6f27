import type { BrowsingContext } from '@crystal/shared/schemas/ai';
import { api } from '@/lib/api-client';

export const getContextualSuggestions = (context: BrowsingContext) =>
  api.post<{ suggestions: string[] }>('/api/ai/contextual', { context, timestamp: Date.now() });
