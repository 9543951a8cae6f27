import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The widget's request: {message, context 'crystal_jewelry_assistant'}; the answer is in `response`. */
export const sendWidgetMessage = (message: string) =>
  api.post<{ response?: string }>('/api/ai/chat', { message, context: 'crystal_jewelry_assistant' });

export const useSendWidgetMessage = () => useMutation({ mutationFn: sendWidgetMessage });
