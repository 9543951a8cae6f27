import { useState } from 'react';
import type { DiscountCodeCheck } from '@crystal/shared/schemas/discount-code';
import { createTranslator } from '@/i18n/create-translator';
import { shopperErrorMessage } from '@/lib/server-messages/translate-server-message';
import { useCheckDiscountCode } from '../api/check-discount-code';
import { CodeEntryRow } from './code-entry-row';
import en from '../messages/en.json';

const t = createTranslator(en);

type Props = { applied: DiscountCodeCheck | null; onApplied: (code: DiscountCodeCheck | null) => void };

/** A discount code, checked by the server before the card; the order prices it again (docs/decisions/0040-discount-codes.md). */
export function DiscountCodeField({ applied, onApplied }: Props) {
  const [text, setText] = useState('');
  const check = useCheckDiscountCode();
  const apply = () =>
    check.mutate(text.trim(), {
      onSuccess: (terms) => onApplied(terms),
      onError: () => onApplied(null),
    });
  if (applied) {
    return (
      <p className="flex flex-wrap items-center justify-between gap-2 text-sm" data-testid="applied-code">
        <span>{t('codeApplied', { code: applied.code })}</span>
        <button type="button" className="btn-ghost" onClick={() => onApplied(null)}>
          {t('removeCode')}
        </button>
      </p>
    );
  }
  return (
    <div className="space-y-1">
      <label htmlFor="discount-code" className="text-sm font-medium">
        {t('discountCode')}
      </label>
      <CodeEntryRow id="discount-code" name="discountCode" text={text} onText={setText} onApply={apply} pending={check.isPending} />
      {check.isError && (
        <p role="alert" className="field-error" data-testid="code-error">
          {shopperErrorMessage(check.error, t('codeRefused'))}
        </p>
      )}
    </div>
  );
}
