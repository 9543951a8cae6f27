import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import type { ProductInput } from '@crystal/shared/schemas/admin-product';

export const ETSY_FIELD_TEXT = {
  label: 'Etsy link (optional)',
  hint: 'Leave this empty to sell the piece here, with Add to Cart.',
  etsyOnlyTitle: 'This piece will be sold on Etsy only.',
  etsyOnly:
    'Its page in the shop shows a “Buy on Etsy” button that opens this link, instead of Add to Cart, so shoppers cannot buy it through this shop’s checkout. Clear the link to sell it here again.',
} as const;

type Props = { control: Control<ProductInput>; register: UseFormRegister<ProductInput>; error: string | undefined };

/** The product's Etsy link, with a plain word on what setting it does to the shop page. */
export function EtsyLinkField({ control, register, error }: Props) {
  const link = useWatch({ control, name: 'etsyLink' });
  const etsyOnly = Boolean(link?.trim());
  const describedBy = [etsyOnly ? 'p-etsy-note' : 'p-etsy-hint', error ? 'p-etsy-error' : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label className="label" htmlFor="p-etsy">
        {ETSY_FIELD_TEXT.label}
      </label>
      <input id="p-etsy" type="url" className="input" {...register('etsyLink')} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {error && (
        <p id="p-etsy-error" className="field-error">
          {error}
        </p>
      )}
      {etsyOnly ? (
        <div id="p-etsy-note" className="mt-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="etsy-only-note">
          <p className="font-semibold">{ETSY_FIELD_TEXT.etsyOnlyTitle}</p>
          <p className="mt-1">{ETSY_FIELD_TEXT.etsyOnly}</p>
        </div>
      ) : (
        <p id="p-etsy-hint" className="mt-1 text-xs text-muted">
          {ETSY_FIELD_TEXT.hint}
        </p>
      )}
    </div>
  );
}
