import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';

/** The widget's request: {message, context 'crystal_jewelry_assistant'}; the answer is in `response`. */
export const sendWidgetMessage = (message: string) =>
  api.post<{ response?: string }>(apiPath('aiChat'), { message, context: 'crystal_jewelry_assistant' });

export const useSendWidgetMessage = () => useMutation({ mutationFn: sendWidgetMessage });
