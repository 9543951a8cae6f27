import { useState } from 'react';
import { decimalStringToCents, formatCadCents } from '@/lib/format';
import { ApiError } from '@/lib/api-client';
import { createTranslator } from '@/i18n/create-translator';
import { shopperErrorMessage } from '@/lib/server-messages/translate-server-message';
import { useCheckGiftCard } from '../api/check-gift-card';
import { CodeEntryRow } from './code-entry-row';
import en from '../messages/en.json';

const t = createTranslator(en);

/** A gift card applied at checkout: its code as typed (sent with the order, kept only in memory) and what is left on it. */
export type AppliedGiftCard = { code: string; balanceCents: number };

/** The code's last four letters or digits, the only part of it the page repeats. */
export const lastFourOf = (code: string) => code.replace(/[^A-Za-z0-9]/g, '').slice(-4).toUpperCase();

/** Why a code could not be applied, in the page's language: unknown (404), too many guesses (429, the server's words), empty. */
export function giftCardRefusal(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return t('giftCardUnknown');
  if (error instanceof ApiError && error.status === 429) return shopperErrorMessage(error, t('giftCardTooMany'));
  return shopperErrorMessage(error, t('giftCardRefused'));
}

type Props = { applied: AppliedGiftCard | null; onApplied: (card: AppliedGiftCard | null) => void };

/** A gift card code beside the discount code (issue 49): checked against its balance before the order; the order takes from it again. */
export function GiftCardCodeField({ applied, onApplied }: Props) {
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const check = useCheckGiftCard();
  const apply = () => {
    const code = text.trim();
    setEmpty(false);
    check.mutate(code, {
      onSuccess: ({ balance }) => {
        const balanceCents = decimalStringToCents(balance);
        if (balanceCents <= 0) return setEmpty(true);
        onApplied({ code, balanceCents });
        setText('');
      },
    });
  };
  if (applied) {
    return (
      <p className="flex flex-wrap items-center justify-between gap-2 text-sm" data-testid="applied-gift-card">
        <span>{t('giftCardApplied', { last4: lastFourOf(applied.code), balance: formatCadCents(applied.balanceCents) })}</span>
        <button type="button" className="btn-ghost" onClick={() => onApplied(null)}>
          {t('removeCode')}
        </button>
      </p>
    );
  }
  const problem = empty ? t('giftCardEmpty') : check.isError ? giftCardRefusal(check.error) : undefined;
  return (
    <div className="space-y-1">
      <label htmlFor="gift-card-code" className="text-sm font-medium">
        {t('giftCardCode')}
      </label>
      <CodeEntryRow
        id="gift-card-code"
        name="giftCardCode"
        text={text}
        onText={setText}
        onApply={apply}
        pending={check.isPending}
        inputProps={{ spellCheck: false, 'aria-invalid': problem ? true : undefined, 'aria-describedby': problem ? 'gift-card-error' : undefined }}
      />
      {problem && (
        <p id="gift-card-error" role="alert" className="field-error" data-testid="gift-card-error">
          {problem}
        </p>
      )}
    </div>
  );
}
