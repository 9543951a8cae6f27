import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
};

/**
 * A question before a change that cannot be taken back, on Radix Dialog like the shop's sheets
 * (components/ui/sheet-dialog.tsx): focus trapped, Escape and the backdrop cancel, focus returns to the
 * button that opened it. Cancel comes first and takes the focus.
 */
export function ConfirmDialog({ open, onOpenChange, title, children, confirmLabel, onConfirm, pending }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-[2px]" />
        <Dialog.Content
          role="alertdialog"
          className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-2xl bg-white p-5 shadow-2xl focus:outline-none sm:inset-x-0 sm:bottom-auto sm:top-1/3"
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 space-y-2 text-sm text-muted">{children}</div>
          </Dialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Dialog.Close className="btn-outline">Cancel</Dialog.Close>
            <button type="button" className="btn-primary bg-danger hover:bg-danger/90" disabled={pending} onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
