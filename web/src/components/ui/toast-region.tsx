import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { TOAST } from '@/config/ui-timing';
import { dismissToast, removeToast, useToasts } from './use-toast';
import { createTranslator } from '@/i18n/create-translator';
import en from './messages/en.json';

const tr = createTranslator(en);

const VARIANT = {
  default: 'border-line bg-white text-ink',
  success: 'border-emerald-200 bg-white text-ink',
  destructive: 'border-red-200 bg-red-50 text-red-900',
} as const;

/** The toast region: Radix toast, one at a time, 5 s, swipe right (50 px) to dismiss, F8 focuses it. */
export default function ToastRegion() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST.durationMs}
      swipeDirection="right"
      swipeThreshold={TOAST.swipeThresholdPx}
    >
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) {
              dismissToast(t.id);
              window.setTimeout(() => removeToast(t.id), 300);
            }
          }}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          data-testid="toast"
          data-variant={t.variant ?? 'default'}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[state=closed]:opacity-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] transition-all ${VARIANT[t.variant ?? 'default']}`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {t.description}
              </ToastPrimitive.Description>
            )}
            {t.action && (
              <ToastPrimitive.Action
                altText={t.action.label}
                onClick={t.action.onClick}
                className="mt-1 justify-self-start rounded-full border border-amethyst-700 px-3 py-1.5 text-sm font-semibold text-amethyst-700 hover:bg-amethyst-50"
              >
                {t.action.label}
              </ToastPrimitive.Action>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={tr('closeNotification')}
            className="absolute right-2 top-2 rounded-full p-1.5 opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={[TOAST.hotkey]}
        label={tr('notifications', { hotkey: '{hotkey}' })}
        className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:bottom-4 sm:right-4 sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
