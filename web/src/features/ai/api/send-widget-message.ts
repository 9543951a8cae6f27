import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { aiApiPath } from '@/lib/api-paths/ai-path';
import { guideLocale } from '../lib/ai-text';
import type { ChatTurn, GuidePage } from '../lib/guide-context';

/**
 * The widget's request: {message, context 'crystal_jewelry_assistant'}, plus the page the shopper is on and
 * the last turns (optional fields), and `locale: 'fr'` from the French site; the answer is in `response`.
 */
export const sendWidgetMessage = ({
  message,
  page,
  history,
}: {
  message: string;
  page?: GuidePage;
  history?: ChatTurn[];
}) =>
  api.post<{ response?: string }>(aiApiPath('aiChat'), {
    message,
    context: 'crystal_jewelry_assistant',
    page,
    history,
    ...guideLocale(),
  });

export const useSendWidgetMessage = () => useMutation({ mutationFn: sendWidgetMessage });
