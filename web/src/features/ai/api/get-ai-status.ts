import { queryOptions, useQuery } from '@tanstack/react-query';
import { AI_PAGE_TIMING } from '../lib/timing';
import type { AiStatus } from '@crystal/shared/schemas/ai';
import { api } from '@/lib/api-client';
import { aiApiPath } from '@/lib/api-paths/ai-path';

export const getAiStatus = (signal?: AbortSignal) => api.get<AiStatus>(aiApiPath('aiStatus'), { signal });

/** Fetched on load and every 30 s (docs/decisions/0023-entities-and-calls.md); a failure is only logged. */
export const aiStatusQuery = () =>
  queryOptions({
    queryKey: [aiApiPath('aiStatus')],
    queryFn: async ({ signal }) => {
      try {
        return await getAiStatus(signal);
      } catch (error) {
        console.warn('AI status unavailable', error);
        throw error;
      }
    },
    refetchInterval: AI_PAGE_TIMING.statusPollMs,
  });

export const useAiStatus = () => useQuery(aiStatusQuery());
