import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { COUNTRY } from '@crystal/shared/constants/shop';
import { CHECKOUT_TOASTS } from '@/features/checkout/checkout-toasts';
import { decimalStringToCents, formatCadCents } from '@/lib/format';
import { PROVINCE_CODES, type ProvinceCode } from '@crystal/shared/provinces';
import type { CartItem } from '@crystal/shared/schemas/cart';
import { GIFT_NOTE_MAX_LENGTH, checkoutFormSchema, mirrorBilling, type CheckoutForm, type CheckoutFormInput } from '@crystal/shared/schemas/checkout';
import { computeTotals, EVERY_TAX, taxScopeOf } from '@crystal/shared/tax';
import { toast } from '@/components/ui/use-toast';
import { createTranslator } from '@/i18n/create-translator';
import { shopperErrorMessage } from '@/lib/server-messages/translate-server-message';
import { createOrder } from '../api/create-order';
import { createPaymentIntent } from '../api/create-payment-intent';
import { useShopInfo } from '@/lib/shop-info';
import type { PaymentMethod } from '../payment/payment-method';
import { clearCheckoutDraft, loadCheckoutCode, loadCheckoutDraft, saveCheckoutCode, useCheckoutDraft } from '../hooks/use-checkout-draft';
import { AddressFields } from './address-fields';
import { FormField } from './form-field';
import { OrderSummary } from './order-summary';
import { fieldMessage } from '../validation/field-message';
import en from '../messages/en.json';
import { offerDiscountCents, offeredSubtotalCents, type OfferTerms } from '@crystal/shared/offer-discount';
import { chooseOrderDiscount, codeGoodsCents, codeWorthCents, type CodeTerms } from '@crystal/shared/money/discount-terms';
import { amountToFreeShipping, FREE_SHIPPING_EVERYWHERE, priceShipping } from '@crystal/shared/money/price-shipping';
import { shippingHeadline } from '@crystal/shared/shop-facts/money-claims';
import type { DiscountCodeCheck } from '@crystal/shared/schemas/discount-code';
import { currentLocale } from '@/i18n/i18n';
import { DiscountCodeField } from './discount-code-field';
import { codeRefusalMessage } from '@crystal/shared/money/discount-refusals';

const t = createTranslator(en);

/** A code below its minimum: the server's own sentence (codeRefusalMessage), in the shop's language. */
const shippingMinimum = (min: string, lang: 'en' | 'fr') => codeRefusalMessage({ reason: 'below_minimum', minSubtotalCents: decimalStringToCents(min) }, lang);

/** The applied code's terms as the shared pricing reads them. */
const termsOfCheck = (c: DiscountCodeCheck): CodeTerms => ({
  code: c.code,
  percentOff: c.percentOff,
  amountOffCents: c.amountOff ? decimalStringToCents(c.amountOff) : null,
  minSubtotalCents: c.minSubtotal ? decimalStringToCents(c.minSubtotal) : null,
  collectionId: c.collectionId,
  freeShipping: c.freeShipping,
});

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
  items: CartItem[];
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
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
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
  const subtotal = items.reduce((sum, i) => sum + decimalStringToCents(i.product.price) * i.quantity, 0);
  // The same shared computation the server prices the order with: a percentage of the offered piece's lines.
  const lines = items.map((i) => ({ productId: i.product.id, lineTotalCents: decimalStringToCents(i.product.price) * i.quantity }));
  const offerCents = offer ? offerDiscountCents(offeredSubtotalCents(lines, offer.productId), offer.percentOff) : 0;
  // A code and the offer never stack: the larger applies, as the server chooses (docs/decisions/0040-discount-codes.md).
  // The applied code is kept for the tab's session (issue 44 build 8), with its terms; the order prices it again.
  const [code, setCodeState] = useState<DiscountCodeCheck | null>(loadCheckoutCode);
  const setCode = (applied: DiscountCodeCheck | null) => {
    setCodeState(applied);
    saveCheckoutCode(applied);
  };
  // GST/HST only with the shop's number and provincial taxes only where it is registered (its settings); every tax until they load.
  const shop = useShopInfo().data;
  const taxes = shop ? taxScopeOf(shop) : EVERY_TAX;
  const shippingSettings = shop?.shipping ?? FREE_SHIPPING_EVERYWHERE;
  const destination = provinceChosen ? province : 'AB';
  // A collection's code takes money off its pieces only; a free-shipping code is worth the shipping it saves (decision 0102).
  const terms = code ? termsOfCheck(code) : null;
  const codeCart = { lines: items.map((i) => ({ piece: { categoryId: i.product.categoryId ?? 0, collectionIds: i.product.collectionIds ?? [] }, lineTotalCents: decimalStringToCents(i.product.price) * i.quantity })), shippingCents: priceShipping(subtotal, destination, shippingSettings) };
  const codeCents = terms ? codeWorthCents(terms, codeCart) : 0;
  const chosen = chooseOrderDiscount(offerCents, terms, codeCart);
  const discount = chosen.discountCents;
  const discountBy =
    chosen.source === 'code' && code ? { source: 'code' as const, code: code.code, freeShipping: chosen.freeShipping } : chosen.source === 'offer' ? { source: 'offer' as const } : undefined;
  const shipping = chosen.freeShipping ? 0 : priceShipping(subtotal - discount, destination, shippingSettings, subtotal > 0);
  const toFree = chosen.freeShipping ? null : amountToFreeShipping(subtotal - discount, destination, shippingSettings);
  const totals = computeTotals(subtotal, destination, discount, taxes, shipping);
  const shownTotals = provinceChosen ? totals : { ...totals, taxLines: [], taxCents: 0, totalCents: subtotal - discount + shipping };
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
    </div>
  );

  useEffect(() => onTotalChange?.(shownTotals.totalCents), [onTotalChange, shownTotals.totalCents]);

  const submit = async (values: CheckoutForm) => {
    if (!payment?.ready) {
      toast({ title: CHECKOUT_TOASTS.paymentNotReady.title, description: CHECKOUT_TOASTS.paymentNotReady.description, variant: 'destructive' });
      return;
    }
    if (items.length === 0) {
      toast({ title: CHECKOUT_TOASTS.emptyCartAtSubmit.title, description: CHECKOUT_TOASTS.emptyCartAtSubmit.description, variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    try {
      if (!(await payment.collect())) return;
      let order;
      try {
        order = await createOrder(values, chosen.source === 'code' ? code?.code : undefined);
      } catch (error) {
        toast({ title: CHECKOUT_TOASTS.orderError.title, description: shopperErrorMessage(error, CHECKOUT_TOASTS.orderError.description), variant: 'destructive' });
        return;
      }
      let intent;
      try {
        intent = await createPaymentIntent({ orderId: order.id, amount: order.totalAmount });
      } catch (error) {
        toast({ title: CHECKOUT_TOASTS.paymentInitFailed.title, description: shopperErrorMessage(error, CHECKOUT_TOASTS.paymentInitFailed.description), variant: 'destructive' });
        navigate(cartPath);
        return;
      }
      let result;
      try {
        result = await payment.confirm({ orderId: order.id, clientSecret: intent.clientSecret });
      } catch (error) {
        result = { ok: false as const, message: shopperErrorMessage(error, CHECKOUT_TOASTS.paymentFailed.description) };
      }
      if (!result.ok) {
        toast({ title: CHECKOUT_TOASTS.paymentFailed.title, description: result.message || CHECKOUT_TOASTS.paymentFailed.description, variant: 'destructive' });
        return;
      }
      clearCheckoutDraft();
      onPaid(order.id);
    } finally {
      setSubmitting(false);
    }
  };

  const disabled = !payment?.ready || submitting || items.length === 0;
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
          <Section id="shipping-address" title={t('shippingAddress')}>
            <AddressFields prefix="shippingAddress" register={register} errors={errors} />
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
          </Section>
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
          <Section id="payment-information" title={t('paymentInformation')}>{paymentSection}</Section>
          <button type="submit" className="btn-primary w-full text-base" disabled={disabled} data-testid="complete-order">
            {submitting ? t('processing') : t('completeOrder', { total: formatCadCents(shownTotals.totalCents) })}
          </button>
        </form>
        <OrderSummary items={items} totals={shownTotals} provinceChosen={provinceChosen} discountBy={discountBy} note={note} trustShipping={shippingHeadline(shippingSettings, lang)} />
      </div>
    </div>
  );
}

