import { useState, type FormEvent } from 'react';
import { parsePriceInput } from '@crystal/shared/money/parse-price-input';
import { toast } from '@/components/ui/use-toast';
import { formatCadCents } from '@/lib/format';
import { useIssueGiftCard } from '../../api/gift-cards';
import { saveError } from '../api-issues';

const EMPTY = { amount: '', recipientName: '', recipientEmail: '', reason: '' };
const centsText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A store credit by hand (issue 49): a card with its amount, its recipient and why; the card's mail goes to them. */
export function IssueStoreCreditForm() {
  const [d, setD] = useState(EMPTY);
  const [amountProblem, setAmountProblem] = useState(false);
  const issue = useIssueGiftCard();
  const set = (k: keyof typeof EMPTY, v: string) => setD((p) => ({ ...p, [k]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const cents = parsePriceInput(d.amount);
    setAmountProblem(!cents);
    if (!cents) return;
    issue.mutate(
      { amount: centsText(cents), recipientName: d.recipientName.trim(), recipientEmail: d.recipientEmail.trim(), reason: d.reason.trim() },
      {
        onSuccess: () => {
          toast({ title: `Store credit of ${formatCadCents(cents)} issued to ${d.recipientName.trim()}` });
          setD(EMPTY);
        },
        onError: (err) => toast({ title: 'Store credit not issued', description: saveError(err), variant: 'destructive' }),
      },
    );
  };
  const label = 'flex flex-col text-sm font-medium';
  return (
    <form onSubmit={submit} aria-label="Issue a store credit" className="card grid gap-3 p-4 sm:grid-cols-2">
      <h2 className="text-lg font-semibold sm:col-span-2">Issue a store credit</h2>
      <label className={label}>
        Amount ($)
        <input className="input mt-1 w-36" name="amount" inputMode="decimal" required value={d.amount} aria-invalid={amountProblem || undefined} onChange={(e) => set('amount', e.target.value)} />
        {amountProblem && <span className="field-error">Enter an amount like 25 or 25.50.</span>}
      </label>
      <label className={label}>
        Recipient’s name
        <input className="input mt-1" name="recipientName" required value={d.recipientName} onChange={(e) => set('recipientName', e.target.value)} />
      </label>
      <label className={label}>
        Recipient’s email
        <input className="input mt-1" name="recipientEmail" type="email" required value={d.recipientEmail} onChange={(e) => set('recipientEmail', e.target.value)} />
      </label>
      <label className={label}>
        Reason
        <input className="input mt-1" name="reason" required value={d.reason} onChange={(e) => set('reason', e.target.value)} placeholder="A late parcel, a goodwill gesture…" />
        <span className="mt-1 text-xs font-normal text-muted">Kept with the card and in the activity log.</span>
      </label>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={issue.isPending}>
          Issue store credit
        </button>
      </div>
    </form>
  );
}
