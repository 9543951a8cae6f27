import type { BrowsingContext } from '@crystal/shared/schemas/ai';
import { api } from '@/lib/api-client';
import { aiApiPath } from '@/lib/api-paths/ai-path';

export const getContextualSuggestions = (context: BrowsingContext) =>
  api.post<{ suggestions: string[] }>(aiApiPath('aiContextual'), { context, timestamp: Date.now() });
