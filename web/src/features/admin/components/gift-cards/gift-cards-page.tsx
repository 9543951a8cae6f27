import { useState } from 'react';
import { Download } from 'lucide-react';
import { toast } from '@/components/ui/use-toast';
import { useExportGiftCards, useGiftCards, useResendGiftCard } from '../../api/gift-cards';
import type { AdminGiftCard } from '../../api/gift-card-wire';
import { LoadState, PageHeading } from '../admin-shell';
import { saveError } from '../api-issues';
import { money, shortDay, when } from '../format';
import { DisableCardDialog } from './disable-card-dialog';
import { IssueStoreCreditForm } from './issue-store-credit-form';
import { CorrectRecipientForm } from './correct-recipient-form';

/** A card's state in a word: disabled, used up, waiting for its delivery day, or active. */
export function cardStatus(card: AdminGiftCard): string {
  if (card.disabled) return 'Disabled';
  if (card.balance === '0.00') return 'Used up';
  if (!card.deliveredAt) return 'Scheduled';
  return 'Active';
}

function CardActions({ card, onDisable, onCorrect }: { card: AdminGiftCard; onDisable: (card: AdminGiftCard) => void; onCorrect: () => void }) {
  const resend = useResendGiftCard();
  const send = () =>
    resend.mutate(card.id, {
      onSuccess: () => toast({ title: `Card •••• ${card.last4} mailed to ${card.recipientEmail}` }),
      onError: (err) => toast({ title: 'Card not mailed', description: saveError(err), variant: 'destructive' }),
    });
  return (
    <div className="flex flex-wrap gap-1 justify-self-start sm:justify-self-end">
      <button type="button" className="btn-ghost" onClick={send} disabled={resend.isPending}>
        {card.deliveredAt ? 'Resend' : 'Send now'} •••• {card.last4}
      </button>
      {!card.deliveredAt && (
        <button type="button" className="btn-ghost" onClick={onCorrect}>
          Change recipient
        </button>
      )}
      <button type="button" className="btn-ghost text-danger" onClick={() => onDisable(card)}>
        Disable •••• {card.last4}
      </button>
    </div>
  );
}

function CardRow({ card, onDisable }: { card: AdminGiftCard; onDisable: (card: AdminGiftCard) => void }) {
  const status = cardStatus(card);
  const [correcting, setCorrecting] = useState(false);
  return (
    <li className="card grid gap-2 p-3 sm:grid-cols-[1fr_auto] sm:items-center" data-testid={`gift-card-${card.last4}`}>
      <div className="min-w-0 space-y-0.5">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono font-semibold">•••• {card.last4}</span>
          <span className={`rounded px-2 py-0.5 text-xs ${status === 'Disabled' ? 'bg-red-100 text-red-900' : status === 'Active' ? 'bg-emerald-100 text-emerald-900' : 'bg-mist text-ink'}`}>{status}</span>
        </p>
        <p className="text-sm">
          <span className="font-semibold">{money(card.balance)}</span> left of {money(card.amount)}
        </p>
        <p className="truncate text-sm">
          {card.recipientName} <span className="text-muted">· {card.recipientEmail}</span>
        </p>
        <p className="text-xs text-muted">
          {card.deliveredAt ? `Delivered ${when(card.deliveredAt)}` : `Delivery ${shortDay(card.deliverOn)}`} · {card.lastUsedAt ? `Last used ${when(card.lastUsedAt)}` : 'Not used yet'}
          {card.reason ? ` · ${card.reason}` : ''}
          {card.disabledReason ? ` · Disabled: ${card.disabledReason}` : ''}
        </p>
      </div>
      {!card.disabled && <CardActions card={card} onDisable={onDisable} onCorrect={() => setCorrecting(true)} />}
      {correcting && !card.deliveredAt && !card.disabled && <CorrectRecipientForm card={card} onDone={() => setCorrecting(false)} />}
    </li>
  );
}

/**
 * Gift cards (issue 49): what is still owed on them (the shop's liability), every card with its balance,
 * recipient, delivery day and last use, a store credit by hand, resending a card or changing its recipient
 * before delivery, disabling a card with a reason after a question, and the cards with the total owed as a CSV.
 */
export function GiftCardsPage() {
  const { data, isLoading, error } = useGiftCards();
  const exportCsv = useExportGiftCards();
  const [asking, setAsking] = useState<AdminGiftCard | null>(null);
  return (
    <>
      <PageHeading title="Gift cards">
        <button
          type="button"
          className="btn-outline"
          disabled={exportCsv.isPending}
          onClick={() => exportCsv.mutate(undefined, { onError: (e) => toast({ title: 'Download failed', description: saveError(e), variant: 'destructive' }) })}
        >
          <Download aria-hidden className="size-4" />
          Download CSV
        </button>
      </PageHeading>
      <div className="space-y-6">
        <LoadState isLoading={isLoading} error={error}>
          {data && (
            <p className="card p-4 text-lg" data-testid="gift-card-liability">
              Still owed on gift cards: <span className="font-semibold">{money(data.liability)}</span>
            </p>
          )}
          {data && data.cards.length === 0 && <p className="text-sm text-muted">No gift cards yet.</p>}
          <ul className="space-y-2" aria-label="Gift cards">
            {data?.cards.map((card) => <CardRow key={card.id} card={card} onDisable={setAsking} />)}
          </ul>
        </LoadState>
        <IssueStoreCreditForm />
      </div>
      <DisableCardDialog card={asking} onClose={() => setAsking(null)} />
    </>
  );
}
