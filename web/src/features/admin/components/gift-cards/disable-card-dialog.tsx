import { useEffect, useId, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useDisableGiftCard } from '../../api/gift-cards';
import type { AdminGiftCard } from '../../api/gift-card-wire';
import { saveError } from '../api-issues';
import { ConfirmDialog } from '../confirm-dialog';
import { money } from '../format';

const REASON_MAX = 200;

/**
 * The question before a card is disabled, with her reason (a disputed charge, say): it is kept on the card,
 * shown in its row and written in the activity log. No reason, no disabling.
 */
export function DisableCardDialog({ card, onClose }: { card: AdminGiftCard | null; onClose: () => void }) {
  const disable = useDisableGiftCard();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const id = useId();
  useEffect(() => {
    setReason('');
    setMissing(false);
  }, [card?.id]);
  const confirm = () => {
    if (!card) return;
    if (!reason.trim()) return setMissing(true);
    disable.mutate(
      { id: card.id, reason },
      {
        onSuccess: () => {
          toast({ title: `Card •••• ${card.last4} disabled` });
          onClose();
        },
        onError: (err) => toast({ title: 'Card not disabled', description: saveError(err), variant: 'destructive' }),
      },
    );
  };
  return (
    <ConfirmDialog
      open={card !== null}
      onOpenChange={(open) => !open && onClose()}
      title={card ? `Disable the card ending in ${card.last4}?` : ''}
      confirmLabel="Disable card"
      onConfirm={confirm}
      pending={disable.isPending}
    >
      {card && (
        <>
          <p>
            Its {money(card.balance)} can no longer be spent, at checkout or anywhere else. {card.recipientName} is not told.
          </p>
          <label htmlFor={id} className="block font-medium text-ink">
            Reason
          </label>
          <input
            id={id}
            className="input w-full"
            maxLength={REASON_MAX}
            value={reason}
            placeholder="Paid with a disputed charge"
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-error` : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setMissing(false);
            }}
          />
          {missing && (
            <p id={`${id}-error`} className="field-error">
              Give a reason: it is kept with the card and in the activity log.
            </p>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
