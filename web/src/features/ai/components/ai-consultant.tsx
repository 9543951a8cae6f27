import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { AI_MESSAGES } from '@/features/ai/lib/ai-messages';
import { AI_MODES, type AiMode } from '@crystal/shared/ai-patterns';
import { useAiStatus } from '../api/get-ai-status';
import { useSendAiChat } from '../api/send-ai-chat';
import { t } from '../lib/ai-text';
import { guidePage, recentTurns } from '../lib/guide-context';
import { RichText } from './rich-text';

/** docs/decisions/0023-entities-and-calls.md: the AI page chat message. */
export type AiPageMessage = {
  id: string;
  type: 'user' | 'assistant';
  content: string;
  timestamp: Date;
  mediaUrl?: string;
  mediaType?: 'image' | 'audio';
  provider?: string;
  model?: string;
};

/** Catalogue keys per mode: its button, its status line while waiting, its placeholder and its field label. */
const MODE_TEXT = {
  text: { label: 'modeText', status: 'thinking', placeholder: 'placeholderText', field: 'labelText' },
  image: { label: 'modeImage', status: 'generatingImage', placeholder: 'placeholderImage', field: 'labelImage' },
  audio: { label: 'modeAudio', status: 'generatingAudio', placeholder: 'placeholderAudio', field: 'labelAudio' },
} as const satisfies Record<AiMode, Record<string, Parameters<typeof t>[0]>>;

const WELCOME_ID = 'welcome';
/** The guide's first message, written in the page's language when the page opens. */
const welcome = (): AiPageMessage => ({ id: WELCOME_ID, type: 'assistant', content: t('welcome'), timestamp: new Date() });

/** Mode buttons (text, image, audio) and the consultation chat. */
export function AiConsultant() {
  const [mode, setMode] = useState<AiMode>('text');
  const [input, setInput] = useState('');
  const [messages, setMessages] = useState<AiPageMessage[]>(() => [welcome()]);
  const chat = useSendAiChat();
  const { pathname } = useLocation();
  const { data: status } = useAiStatus();
  const inputId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const available = (m: AiMode) => status?.endpoints.find((e) => e.name === m)?.isAvailable ?? true;
  const pending = chat.isPending;
  const blank = input.trim() === '';

  useEffect(() => {
    // Scroll the conversation, not the page.
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, pending]);

  const send = () => {
    const prompt = input.trim();
    if (!prompt || pending) return;
    const type = mode;
    const history = recentTurns(
      messages
        .filter((m) => m.id !== WELCOME_ID && m.provider !== AI_MESSAGES.pageFailureProvider)
        .map((m) => ({ role: m.type, content: m.content })),
    );
    setMessages((m) => [
      ...m,
      { id: crypto.randomUUID(), type: 'user', content: prompt, timestamp: new Date() },
    ]);
    setInput('');
    chat.mutate(
      { prompt, type, page: guidePage(pathname), history },
      {
        onSuccess: (reply) =>
          setMessages((m) => [
            ...m,
            {
              id: crypto.randomUUID(),
              type: 'assistant',
              content: reply.content,
              timestamp: new Date(),
              mediaUrl: reply.mediaUrl ?? undefined,
              mediaType: reply.mediaUrl ? (type === 'audio' ? 'audio' : 'image') : undefined,
              provider: reply.provider,
              model: reply.model,
            },
          ]),
        onError: () =>
          setMessages((m) => [
            ...m,
            {
              id: crypto.randomUUID(),
              type: 'assistant',
              content: t('pageFailure'),
              timestamp: new Date(),
              provider: AI_MESSAGES.pageFailureProvider,
            },
          ]),
      },
    );
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  return (
    <section aria-labelledby="ai-chat-title" className="card flex flex-col overflow-hidden">
      <div className="border-b border-line p-4 sm:p-5">
        <h2 id="ai-chat-title" className="text-lg font-semibold">
          {t('yourConsultation')}
        </h2>
        <div role="group" aria-label={t('consultationMode')} className="mt-3 flex flex-wrap gap-2">
          {AI_MODES.map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              disabled={!available(m)}
              onClick={() => setMode(m)}
              className={mode === m ? 'btn-primary' : 'btn-outline'}
              title={available(m) ? undefined : t('modeUnavailable', { mode: t(MODE_TEXT[m].label) })}
            >
              {t(MODE_TEXT[m].label)}
            </button>
          ))}
        </div>
      </div>

      <div
        ref={listRef}
        role="log"
        aria-label={t('conversation')}
        tabIndex={0}
        className="max-h-[60vh] min-h-72 space-y-4 overflow-y-auto bg-mist/40 p-4 sm:p-5"
        data-testid="ai-messages"
      >
        {messages.map((m) => (
          <article
            key={m.id}
            data-testid={m.type === 'user' ? 'ai-user-message' : 'ai-assistant-message'}
            className={`max-w-[92%] rounded-2xl px-4 py-3 text-[15px] leading-relaxed sm:max-w-[80%] ${
              m.type === 'user'
                ? 'ml-auto bg-amethyst-700 text-white'
                : 'bg-white text-ink shadow-sm ring-1 ring-line'
            }`}
          >
            <h3 className="sr-only">{m.type === 'user' ? t('youSaid') : t('guideSaid')}</h3>
            {m.type === 'user' ? (
              <p className="whitespace-pre-wrap">{m.content}</p>
            ) : (
              <RichText text={m.content} />
            )}
            {m.mediaType === 'image' && m.mediaUrl && (
              <img
                onLoad={() => listRef.current?.scrollTo({ top: listRef.current.scrollHeight })}
                src={m.mediaUrl}
                alt={t('generatedImage', { prompt: prevPrompt(messages, m.id) })}
                className="mt-3 w-full max-w-sm rounded-xl border border-line"
              />
            )}
            {m.mediaType === 'audio' && m.mediaUrl && (
              <audio
                controls
                src={m.mediaUrl}
                className="mt-3 w-full max-w-sm"
                aria-label={t('spokenConsultation')}
              />
            )}
            {m.provider && (
              <p className="mt-2 text-xs text-muted" data-provider={m.provider} data-model={m.model}>
                {m.provider === AI_MESSAGES.pageFailureProvider ? t('errorHandler') : t('guideName')}
              </p>
            )}
          </article>
        ))}
        {pending && (
          <p role="status" className="text-sm italic text-muted">
            {t(MODE_TEXT[chat.variables?.type ?? mode].status)}
          </p>
        )}
      </div>

      <form onSubmit={onSubmit} className="border-t border-line p-4 sm:p-5">
        <label htmlFor={inputId} className="label">
          {t(MODE_TEXT[mode].field)}
        </label>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <textarea
            id={inputId}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={onKeyDown}
            disabled={pending}
            rows={2}
            maxLength={2000}
            placeholder={t(MODE_TEXT[mode].placeholder)}
            className="input min-h-16 resize-y"
          />
          <button type="submit" className="btn-primary sm:w-32" disabled={blank || pending}>
            {t('send')}
          </button>
        </div>
        <p className="mt-2 text-xs text-muted">
          {t('inputHint')}
        </p>
      </form>
    </section>
  );
}

function prevPrompt(messages: AiPageMessage[], id: string): string {
  const i = messages.findIndex((m) => m.id === id);
  for (let j = i - 1; j >= 0; j--) if (messages[j]!.type === 'user') return messages[j]!.content;
  return t('yourRequest');
}
