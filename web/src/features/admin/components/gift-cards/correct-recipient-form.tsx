import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useCorrectGiftCardRecipient } from '../../api/gift-cards';
import type { AdminGiftCard } from '../../api/gift-card-wire';
import { saveError } from '../api-issues';

/** A card not delivered yet sent to a corrected name and address (issue 49); closed once saved. */
export function CorrectRecipientForm({ card, onDone }: { card: AdminGiftCard; onDone: () => void }) {
  const [name, setName] = useState(card.recipientName);
  const [email, setEmail] = useState(card.recipientEmail);
  const correct = useCorrectGiftCardRecipient();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    correct.mutate(
      { id: card.id, recipientName: name.trim(), recipientEmail: email.trim() },
      {
        onSuccess: () => {
          toast({ title: `Card •••• ${card.last4} will go to ${email.trim()}` });
          onDone();
        },
        onError: (err) => toast({ title: 'Recipient not changed', description: saveError(err), variant: 'destructive' }),
      },
    );
  };
  const label = 'flex flex-col text-sm font-medium';
  return (
    <form onSubmit={submit} aria-label={`Recipient of •••• ${card.last4}`} className="grid gap-2 sm:col-span-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <label className={label}>
        Recipient’s name
        <input className="input mt-1" required value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className={label}>
        Recipient’s email
        <input className="input mt-1" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={correct.isPending}>
          Save recipient
        </button>
        <button type="button" className="btn-ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
