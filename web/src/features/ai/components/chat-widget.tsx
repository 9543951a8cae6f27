import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MessageCircle, Send, X } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { useSendWidgetMessage } from '../api/send-widget-message';
import { t } from '../lib/ai-text';
import { guidePage, recentTurns } from '../lib/guide-context';
import { RichText } from './rich-text';

/** docs/decisions/0023-entities-and-calls.md: the widget chat message. */
type WidgetMessage = { id: string; content: string; sender: 'ai' | 'user'; timestamp: Date };

const GREETING_ID = 'greeting';
/** The widget's first message, written in the page's language when it opens. */
const greeting = (): WidgetMessage => ({ id: GREETING_ID, sender: 'ai', content: t('widgetGreeting'), timestamp: new Date() });

/** The floating 'Crystal Wisdom Guide': a button bottom right that opens a small chat panel. */
export default function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [messages, setMessages] = useState<WidgetMessage[]>(() => [greeting()]);
  const send = useSendWidgetMessage();
  const { pathname } = useLocation();
  const titleId = useId();
  const inputId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);
  // A new reply is read from its start: the list scrolls to the reply's top, not to the end of a long
  // answer (issue 44); the shopper's own message and the typing dots go to the end.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const replies = list.querySelectorAll<HTMLElement>('[data-testid="widget-ai-message"]');
    const reply = replies[replies.length - 1];
    if (!send.isPending && messages.at(-1)?.sender === 'ai' && reply && messages.length > 1) {
      list.scrollTop += reply.getBoundingClientRect().top - list.getBoundingClientRect().top - 8;
    } else list.scrollTop = list.scrollHeight;
  }, [messages, send.isPending]);

  const add = (content: string, sender: WidgetMessage['sender']) =>
    setMessages((m) => [...m, { id: crypto.randomUUID(), content, sender, timestamp: new Date() }]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const message = input.trim();
    if (!message || send.isPending) return;
    const history = recentTurns(
      messages
        .filter((m) => m.id !== GREETING_ID)
        .map((m) => ({ role: m.sender === 'user' ? ('user' as const) : ('assistant' as const), content: m.content })),
    );
    add(message, 'user');
    setInput('');
    send.mutate({ message, page: guidePage(pathname), history }, {
      onSuccess: (reply) =>
        add(
          typeof reply?.response === 'string' && reply.response
            ? reply.response
            : t('widgetNoResponse'),
          'ai',
        ),
      onError: () => add(t('widgetFailure'), 'ai'),
    });
  };

  const close = () => {
    setOpen(false);
    launcherRef.current?.focus();
  };

  if (!open) {
    return (
      <button
        ref={launcherRef}
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('widgetOpen')}
        className="fixed bottom-4 right-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-amethyst-700 text-white shadow-lg ring-4 ring-white/70 transition hover:bg-amethyst-800 sm:bottom-6 sm:right-6"
        data-testid="chat-widget-button"
      >
        <MessageCircle aria-hidden="true" className="size-6" />
      </button>
    );
  }

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(e) => e.key === 'Escape' && close()}
      className="fixed inset-x-2 bottom-2 z-40 flex max-h-[75dvh] flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-2xl sm:inset-x-auto sm:bottom-6 sm:right-6 sm:w-96"
      data-testid="chat-widget"
    >
      <header className="flex items-center justify-between gap-2 bg-amethyst-700 px-4 py-3 text-white">
        <h2 id={titleId} className="font-serif text-lg font-semibold">
          {t('widgetTitle')}
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label={t('widgetClose')}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/15"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>
      <div
        ref={listRef}
        role="log"
        aria-label={t('conversation')}
        tabIndex={0}
        className="flex-1 space-y-3 overflow-y-auto bg-mist/40 p-3 text-sm leading-relaxed"
      >
        {messages.map((m) => (
          <div
            key={m.id}
            data-testid={m.sender === 'ai' ? 'widget-ai-message' : 'widget-user-message'}
            className={`max-w-[88%] rounded-2xl px-3 py-2 ${m.sender === 'user' ? 'ml-auto bg-amethyst-700 text-white' : 'bg-white text-ink ring-1 ring-line'}`}
          >
            {m.sender === 'user' ? (
              <p className="whitespace-pre-wrap">{m.content}</p>
            ) : (
              <RichText text={m.content} />
            )}
          </div>
        ))}
        {send.isPending && (
          <p role="status" className="text-xs italic text-muted">
            {t('thinking')}
          </p>
        )}
      </div>
      <form onSubmit={onSubmit} className="flex items-center gap-2 border-t border-line p-3">
        <label htmlFor={inputId} className="sr-only">
          {t('widgetInputLabel')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          maxLength={2000}
          placeholder={t('widgetPlaceholder')}
          className="input"
          autoComplete="off"
        />
        <button
          type="submit"
          aria-label={t('widgetSend')}
          disabled={!input.trim() || send.isPending}
          className="btn-primary size-11 shrink-0 px-0"
        >
          <Send aria-hidden="true" className="size-4" />
        </button>
      </form>
    </section>
  );
}
