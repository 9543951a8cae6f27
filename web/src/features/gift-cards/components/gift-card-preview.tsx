import { Gift } from 'lucide-react';
import { formatCadCents } from '@/lib/format';
import { t } from '../lib/gift-card-text';

/** The card as it will read: the chosen amount and, once typed, who it is for. */
export function GiftCardPreview({ amountCents, recipientName }: { amountCents?: number; recipientName: string }) {
  return (
    <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-amethyst-700 to-amethyst-900 p-5 text-white shadow-md" aria-hidden="true">
      <Gift className="absolute right-4 top-4 size-10 opacity-30" />
      <p className="text-sm uppercase tracking-wider opacity-80">{t('heading')}</p>
      <p className="mt-6 font-serif text-3xl font-semibold tabular-nums">{amountCents ? formatCadCents(amountCents) : '—'}</p>
      <p className="mt-1 min-h-6 truncate text-sm opacity-90">{recipientName.trim() ? t('previewFor', { name: recipientName.trim() }) : ''}</p>
    </div>
  );
}
