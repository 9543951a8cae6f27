import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { latestDeliverOn, type GiftCardRequest } from '@crystal/shared/schemas/gift-card';
import { GIFT_CARD_AMOUNT_DOLLARS, GIFT_CARD_LIMITS } from '@crystal/shared/constants/gift-card';
import { shopToday } from '@crystal/shared/shop-date';
import { toast } from '@/components/ui/use-toast';
import { formatCad, formatCadCents } from '@/lib/format';
import { shopperErrorMessage } from '@/lib/server-messages/translate-server-message';
import { useAddGiftCard } from '../api/add-gift-card';
import { fieldError, t } from '../lib/gift-card-text';
import { chosenAmount, giftCardFormDefaults, giftCardResolver, OTHER, type GiftCardFormValues } from '../lib/gift-card-form-values';
import { GiftCardPreview } from './gift-card-preview';
import { TextField } from './text-field';

type Props = {
  /** After the card is in the cart: the toast's "View cart" (the route opens the cart panel). */
  onViewCart?: () => void;
};

const chip =
  'flex min-h-11 cursor-pointer items-center justify-center rounded-full border border-line bg-white px-4 text-sm font-medium has-[:checked]:border-amethyst-700 has-[:checked]:bg-amethyst-700 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amethyst-400';

/**
 * The gift card as a product (issue 49): an amount ($25 to $150, or any whole amount from $10 to $500),
 * the recipient, a message and the delivery day (today by default, up to 90 days ahead), into the cart as
 * a line of its own. The shared schema validates it as the API does.
 */
export function GiftCardForm({ onViewCart }: Props) {
  const uid = useId();
  const add = useAddGiftCard();
  const { register, handleSubmit, control, reset, formState: { errors } } = useForm<GiftCardFormValues, unknown, GiftCardRequest>({
    resolver: giftCardResolver,
    defaultValues: giftCardFormDefaults(),
  });
  const [choice, otherAmount, recipientName] = useWatch({ control, name: ['choice', 'otherAmount', 'recipientName'] });
  const today = shopToday();
  const amountText = chosenAmount({ choice, otherAmount });
  const wholeAmount = /^\d{1,3}$/.test(amountText.trim()) ? Number(amountText.trim()) * 100 : undefined;

  const submit = (line: GiftCardRequest) =>
    add.mutate(
      { ...line, deliverOn: line.deliverOn ?? today },
      {
        onSuccess: () => {
          toast({ title: t('addedTitle'), description: t('addedDescription', { name: line.recipientName }), action: onViewCart ? { label: t('viewCart'), onClick: onViewCart } : undefined });
          reset({ ...giftCardFormDefaults(), choice, otherAmount });
        },
        onError: (error) => toast({ title: t('addFailedTitle'), description: shopperErrorMessage(error, t('addFailed')), variant: 'destructive' }),
      },
    );
  const onInvalid = () => document.querySelector<HTMLElement>('form[data-gift-card] [aria-invalid="true"]')?.focus();
  const amountError = fieldError(errors.choice?.message);
  const otherError = fieldError(errors.otherAmount?.message);

  return (
    <form method="post" noValidate onSubmit={handleSubmit(submit, onInvalid)} aria-label={t('formLabel')} data-gift-card="" className="space-y-5">
      <GiftCardPreview amountCents={wholeAmount} recipientName={recipientName} />
      <fieldset>
        <legend className="label">{t('amount')}</legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-invalid={amountError ? true : undefined}>
          {GIFT_CARD_AMOUNT_DOLLARS.map((dollars) => (
            <label key={dollars} className={chip}>
              <input type="radio" value={String(dollars)} {...register('choice')} className="sr-only" />
              {formatCad(dollars * 100)}
            </label>
          ))}
          <label className={`${chip} col-span-3 sm:col-span-1`}>
            <input type="radio" value={OTHER} {...register('choice')} className="sr-only" />
            {t('otherAmount')}
          </label>
        </div>
        {amountError && <p className="field-error">{amountError}</p>}
      </fieldset>
      {choice === OTHER && (
        <TextField id={`${uid}-other`} label={t('otherAmountLabel')} error={otherError} hint={t('otherAmountHint', { min: formatCad(GIFT_CARD_LIMITS.minDollars * 100), max: formatCad(GIFT_CARD_LIMITS.maxDollars * 100) })}>
          {(aria) => <input {...aria} {...register('otherAmount')} inputMode="numeric" autoComplete="off" className="input w-40" />}
        </TextField>
      )}
      <TextField id={`${uid}-name`} label={t('recipientName')} error={fieldError(errors.recipientName?.message)}>
        {(aria) => <input {...aria} {...register('recipientName')} autoComplete="off" maxLength={GIFT_CARD_LIMITS.nameMax} className="input" />}
      </TextField>
      <TextField id={`${uid}-email`} label={t('recipientEmail')} error={fieldError(errors.recipientEmail?.message)}>
        {(aria) => <input {...aria} {...register('recipientEmail')} type="email" autoComplete="off" inputMode="email" className="input" />}
      </TextField>
      <TextField id={`${uid}-message`} label={t('message')} error={fieldError(errors.message?.message)} hint={t('messageHint', { max: GIFT_CARD_LIMITS.messageMax })}>
        {(aria) => <textarea {...aria} {...register('message')} rows={3} maxLength={GIFT_CARD_LIMITS.messageMax} className="input min-h-20" />}
      </TextField>
      <TextField id={`${uid}-date`} label={t('deliverOn')} error={fieldError(errors.deliverOn?.message)} hint={t('deliverOnHint')}>
        {(aria) => <input {...aria} {...register('deliverOn')} type="date" min={today} max={latestDeliverOn(today)} className="input w-48" />}
      </TextField>
      <button type="submit" className="btn-primary w-full text-base" disabled={add.isPending} data-testid="add-gift-card">
        {add.isPending ? t('adding') : wholeAmount ? t('addToCartAmount', { amount: formatCadCents(wholeAmount) }) : t('addToCart')}
      </button>
    </form>
  );
}
