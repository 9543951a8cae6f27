import type { BrowsingContext } from '@crystal/shared/schemas/ai';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';

export const getContextualSuggestions = (context: BrowsingContext) =>
  api.post<{ suggestions: string[] }>(apiPath('aiContextual'), { context, timestamp: Date.now() });
