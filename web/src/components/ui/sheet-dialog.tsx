import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { createTranslator } from '@/i18n/create-translator';
import en from './messages/en.json';

const t = createTranslator(en);

export type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  side?: 'left' | 'right';
  children: ReactNode;
  testId?: string;
  /** Stays at the bottom of the sheet while its body scrolls (e.g. an apply button). */
  footer?: ReactNode;
};

/**
 * A side sheet on Radix Dialog: focus trapped, Escape and the backdrop close it, focus returns to the trigger.
 * The title bar and the optional footer stay put; the body between them is the sheet's one scroll area.
 */
export default function SheetDialog({
  open,
  onOpenChange,
  title,
  description,
  side = 'right',
  children,
  testId,
  footer,
}: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-[2px]" />
        <Dialog.Content
          data-testid={testId}
          className={`fixed inset-y-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-cream shadow-2xl focus:outline-none ${side === 'right' ? 'right-0' : 'left-0'}`}
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <Dialog.Title className="font-serif text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-amethyst-50"
              aria-label={t('close')}
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="sr-only">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4" data-testid={testId && `${testId}-body`}>
            {children}
          </div>
          {footer && <div className="border-t border-line bg-cream px-5 py-3">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
