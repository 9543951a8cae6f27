import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { COUNTRY } from '@crystal/shared/constants/shop';
import { decimalStringToCents, formatCadCents } from '@/lib/format';
import { PROVINCE_CODES, type ProvinceCode } from '@crystal/shared/provinces';
import type { CartLine } from '@crystal/shared/schemas/cart';
import { GIFT_NOTE_MAX_LENGTH, checkoutFormSchema, mirrorBilling, type CheckoutForm, type CheckoutFormInput } from '@crystal/shared/schemas/checkout';
import { createTranslator } from '@/i18n/create-translator';
import { useShopInfo } from '@/lib/shop-info';
import type { PaymentMethod } from '../payment/payment-method';
import { loadCheckoutCode, loadCheckoutDraft, saveCheckoutCode, useCheckoutDraft } from '../hooks/use-checkout-draft';
import { usePlaceOrder } from '../hooks/use-place-order';
import { giftCardPart, priceCheckout } from '../lib/price-checkout';
import { AddressFields } from './address-fields';
import { FormField } from './form-field';
import { OrderSummary } from './order-summary';
import { fieldMessage } from '../validation/field-message';
import en from '../messages/en.json';
import type { OfferTerms } from '@crystal/shared/money/price-reductions';
import { codeGoodsCents } from '@crystal/shared/money/price-reductions';
import { shippingHeadline } from '@crystal/shared/shop-facts/money-claims';
import type { DiscountCodeCheck } from '@crystal/shared/schemas/discount-code';
import { currentLocale } from '@/i18n/i18n';
import { DiscountCodeField } from './discount-code-field';
import { GiftCardCodeField, type AppliedGiftCard } from './gift-card-code-field';
import { codeRefusalMessage } from '@crystal/shared/money/discount-refusals';

const t = createTranslator(en);

/** A code below its minimum: the server's own sentence (codeRefusalMessage), in the shop's language. */
const shippingMinimum = (min: string, lang: 'en' | 'fr') => codeRefusalMessage({ reason: 'below_minimum', minSubtotalCents: decimalStringToCents(min) }, lang);

const emptyAddress = { street: '', city: '', province: '' as ProvinceCode, postalCode: '', country: COUNTRY };
const DEFAULTS: CheckoutFormInput = {
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  shippingAddress: emptyAddress,
  billingAddress: emptyAddress,
  sameAsShipping: true,
  giftNote: '',
};

// While sameAsShipping is checked, billing mirrors shipping before validation (its fields are hidden).
const schemaResolver = zodResolver(checkoutFormSchema);
const resolver: Resolver<CheckoutFormInput, unknown, CheckoutForm> = (values, context, options) =>
  schemaResolver(mirrorBilling(values), context, options as never) as never;

type Props = {
  items: CartLine[];
  payment: PaymentMethod | null;
  paymentSection: ReactNode;
  /** The previewed total in cents, for the payment client (Stripe Elements' amount). */
  onTotalChange?: (totalCents: number) => void;
  /** Where the shopper goes when setting up the payment fails (docs/decisions/0020-screens-and-texts.md: /cart). */
  cartPath: string;
  /** Called when the payment is confirmed without a redirect (the sandbox). */
  onPaid: (orderId: number) => void;
  /** The session's active offer (percent off one piece), which the server applies to the order too. */
  offer?: OfferTerms;
};

/** A titled part of the form; `id` names its heading (the same in both languages). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card p-6" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The checkout of docs/decisions/0020-screens-and-texts.md: contact, shipping, billing and payment; the order summary beside. */
export function CheckoutFormView({ items, payment, paymentSection, onTotalChange, cartPath, onPaid, offer }: Props) {
  // A reload keeps what was typed: the form starts from this tab's saved draft.
  const [draft] = useState(() => loadCheckoutDraft(DEFAULTS));
  const {
    register,
    handleSubmit,
    control,
    watch,
    formState: { errors },
  } = useForm<CheckoutFormInput, unknown, CheckoutForm>({ resolver, defaultValues: draft });
  useCheckoutDraft(watch);
  const province = useWatch({ control, name: 'shippingAddress.province' });
  const sameAsShipping = useWatch({ control, name: 'sameAsShipping' });
  const provinceChosen = (PROVINCE_CODES as readonly string[]).includes(province);
  // The applied code is kept for the tab's session (issue 44 build 8), with its terms; the order prices it again.
  const [code, setCodeState] = useState<DiscountCodeCheck | null>(loadCheckoutCode);
  const setCode = (applied: DiscountCodeCheck | null) => {
    setCodeState(applied);
    saveCheckoutCode(applied);
  };
  // A gift card code is kept in memory only (never in the tab's storage): the order takes from it what it holds.
  const [giftCard, setGiftCard] = useState<AppliedGiftCard | null>(null);
  const [cardNeeded, setCardNeeded] = useState(false);
  const shop = useShopInfo().data;
  const { subtotal, terms, codeCart, codeCents, chosen, discountBy, toFree, shownTotals, giftCardsBought, shippingSettings } = priceCheckout({
    items,
    offer,
    code,
    shop,
    province: provinceChosen ? province : undefined,
  });
  const { giftCardCents, amountDueCents } = giftCardPart(shownTotals.totalCents, giftCard?.balanceCents, giftCardsBought);
  // Nothing left to pay: no card form, "Place order" (the server confirms it; if the card paid less, the form comes back).
  const paysByCard = !giftCard || amountDueCents > 0 || cardNeeded;
  // Gift cards alone ship nothing: the address is the card payment's, with no gift note and no second address.
  const nothingShips = giftCardsBought > 0 && subtotal === 0;
  const lang = currentLocale() === 'fr' ? 'fr' : 'en';
  const note = (
    <div className="mt-4 space-y-2 text-sm">
      <DiscountCodeField applied={code} onApplied={setCode} />
      {code && codeCents > 0 && chosen.source === 'offer' && <p data-testid="offer-is-larger">{t('offerIsLarger', { code: code.code })}</p>}
      {code && codeCents === 0 && code.minSubtotal && subtotal < decimalStringToCents(code.minSubtotal) && <p className="field-error">{shippingMinimum(code.minSubtotal, lang)}</p>}
      {terms && terms.collectionId !== null && codeGoodsCents(terms, codeCart.lines) === 0 && (
        <p className="field-error" data-testid="code-not-in-cart">
          {t('codeNotInCart', { code: terms.code })}
        </p>
      )}
      {toFree !== null && toFree > 0 && <p data-testid="free-shipping-in">{t('freeShippingIn', { amount: formatCadCents(toFree) })}</p>}
      <GiftCardCodeField
        applied={giftCard}
        onApplied={(card) => {
          setGiftCard(card);
          setCardNeeded(false);
        }}
      />
    </div>
  );

  useEffect(() => onTotalChange?.(amountDueCents), [onTotalChange, amountDueCents]);

  const { submit, submitting } = usePlaceOrder({
    items,
    payment,
    paysByCard,
    codes: { discountCode: chosen.source === 'code' ? code?.code : undefined, giftCardCode: giftCard?.code },
    cartPath,
    onPaid,
    onCardNeeded: () => setCardNeeded(true),
  });

  const disabled = (paysByCard && !payment?.ready) || submitting || items.length === 0;
  const onInvalid = () => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();

  return (
    <div className="container-page py-10">
      <header className="text-center">
        <h1 className="text-3xl font-semibold sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 text-muted">{t('subtitle')}</p>
      </header>
      <div className="mt-10 grid items-start gap-8 lg:grid-cols-[1fr_24rem]">
        <form onSubmit={handleSubmit(submit, onInvalid)} noValidate className="space-y-6" aria-label={t('formLabel')}>
          <Section id="contact-information" title={t('contactInformation')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="email" label={t('email')} error={fieldMessage(errors.email)} className="sm:col-span-2">
                {(aria) => <input {...aria} {...register('email')} type="email" autoComplete="email" className="input" />}
              </FormField>
              <FormField id="firstName" label={t('firstName')} error={fieldMessage(errors.firstName)}>
                {(aria) => <input {...aria} {...register('firstName')} autoComplete="given-name" className="input" />}
              </FormField>
              <FormField id="lastName" label={t('lastName')} error={fieldMessage(errors.lastName)}>
                {(aria) => <input {...aria} {...register('lastName')} autoComplete="family-name" className="input" />}
              </FormField>
              <FormField id="phone" label={t('phone')} error={fieldMessage(errors.phone)} className="sm:col-span-2">
                {(aria) => <input {...aria} {...register('phone')} type="tel" autoComplete="tel" className="input" />}
              </FormField>
            </div>
          </Section>
          <Section id="shipping-address" title={t(nothingShips ? 'yourAddress' : 'shippingAddress')}>
            {nothingShips && <p className="mb-4 text-sm text-muted" data-testid="nothing-ships">{t('giftCardsOnlyAddress')}</p>}
            <AddressFields prefix="shippingAddress" register={register} errors={errors} />
            {!nothingShips && (
              <FormField id="giftNote" label={t('giftNote')} error={fieldMessage(errors.giftNote)} className="mt-4">
                {(aria) => (
                  <>
                    <textarea {...aria} {...register('giftNote')} rows={3} maxLength={GIFT_NOTE_MAX_LENGTH} className="input min-h-20" aria-describedby={[aria['aria-describedby'], 'giftNote-hint'].filter(Boolean).join(' ')} />
                    <p id="giftNote-hint" className="mt-1 text-sm text-muted">
                      {t('giftNoteHint', { max: GIFT_NOTE_MAX_LENGTH })}
                    </p>
                  </>
                )}
              </FormField>
            )}
          </Section>
          {!(nothingShips && sameAsShipping !== false) && (
            <Section id="billing-address" title={t('billingAddress')}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3">
                <input type="checkbox" {...register('sameAsShipping')} className="size-5 accent-amethyst-700" />
                <span>{t('sameAsShipping')}</span>
              </label>
              {sameAsShipping === false && (
                <div className="mt-4">
                  <AddressFields prefix="billingAddress" register={register} errors={errors} />
                </div>
              )}
            </Section>
          )}
          <Section id="payment-information" title={t('paymentInformation')}>
            {/* Kept mounted while a gift card pays it all, so a card typed (or Stripe's form) is still there if the card is removed. */}
            <div hidden={!paysByCard}>{paymentSection}</div>
            {!paysByCard && <p data-testid="gift-card-pays-all">{t('giftCardPaysAll')}</p>}
          </Section>
          <button type="submit" className="btn-primary w-full text-base" disabled={disabled} data-testid="complete-order">
            {submitting ? t('processing') : paysByCard ? t('completeOrder', { total: formatCadCents(amountDueCents) }) : t('placeOrder')}
          </button>
        </form>
        <OrderSummary
          items={items}
          totals={shownTotals}
          provinceChosen={provinceChosen}
          discountBy={discountBy}
          giftCardCents={giftCard ? giftCardCents : undefined}
          note={note}
          trustShipping={shippingHeadline(shippingSettings, lang)}
        />
      </div>
    </div>
  );
}

