import { useMutation } from '@tanstack/react-query';
import { AI_CHAT_DEFAULTS } from '@crystal/shared/constants/ai';
import type { AiMode } from '@crystal/shared/schemas/ai';
import { api } from '@/lib/api-client';
import { aiApiPath } from '@/lib/api-paths/ai-path';
import { guideLocale } from '../lib/ai-text';
import type { ChatTurn, GuidePage } from '../lib/guide-context';

export type AiPageReply = { content: string; mediaUrl?: string | null; provider: string; model: string };

/** The AI page's request: {prompt, type, maxTokens 500, temperature 0.7, priority 'medium'}; `locale: 'fr'` from the French site. */
export const sendAiChat = (
  prompt: string,
  type: AiMode,
  context: { page?: GuidePage; history?: ChatTurn[] } = {},
) =>
  api.post<AiPageReply>(aiApiPath('aiChat'), {
    prompt,
    type,
    maxTokens: AI_CHAT_DEFAULTS.maxTokens,
    temperature: AI_CHAT_DEFAULTS.temperature,
    priority: AI_CHAT_DEFAULTS.priority,
    ...context,
    ...guideLocale(),
  });

type AiChatVariables = { prompt: string; type: AiMode; page?: GuidePage; history?: ChatTurn[] };

export const useSendAiChat = () =>
  useMutation({
    mutationFn: ({ prompt, type, ...context }: AiChatVariables) => sendAiChat(prompt, type, context),
  });
