import { Minus, Plus } from 'lucide-react';
import { createTranslator } from '@/i18n/create-translator';
import en from './messages/en.json';

const t = createTranslator(en);

type Props = { value: number; min?: number; max: number; onChange: (value: number) => void; label: string; disabled?: boolean };

/** A − value + stepper that never leaves [min, max]; the value is announced politely. */
export function QuantityStepper({ value, min = 1, max, onChange, label, disabled }: Props) {
  const set = (next: number) => onChange(Math.min(Math.max(next, min), Math.max(min, max)));
  return (
    <div role="group" aria-label={label} className="inline-flex items-center rounded-full border border-line bg-white">
      <button
        type="button"
        onClick={() => set(value - 1)}
        disabled={disabled || value <= min}
        aria-label={t('decreaseQuantity')}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-amethyst-50 disabled:cursor-not-allowed disabled:opacity-40"
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <output aria-live="polite" data-testid="quantity-value" className="min-w-10 text-center text-base font-semibold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        onClick={() => set(value + 1)}
        disabled={disabled || value >= max}
        aria-label={t('increaseQuantity')}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-amethyst-50 disabled:cursor-not-allowed disabled:opacity-40"
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
