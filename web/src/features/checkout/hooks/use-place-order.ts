import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CartLine } from '@crystal/shared/schemas/cart';
import type { CheckoutForm } from '@crystal/shared/schemas/checkout';
import { toast } from '@/components/ui/use-toast';
import { shopperErrorMessage } from '@/lib/server-messages/translate-server-message';
import { CHECKOUT_TOASTS } from '../checkout-toasts';
import { amountDueOf, createOrder } from '../api/create-order';
import { createPaymentIntent } from '../api/create-payment-intent';
import type { PaymentMethod } from '../payment/payment-method';
import { clearCheckoutDraft } from './use-checkout-draft';

type Input = {
  items: CartLine[];
  payment: PaymentMethod | null;
  /** False when the preview says an applied gift card pays the whole order: no card form, no card payment. */
  paysByCard: boolean;
  codes: { discountCode?: string; giftCardCode?: string };
  cartPath: string;
  onPaid: (orderId: number) => void;
  /** The order left something to pay though the preview said the gift card paid it all: the card form is needed. */
  onCardNeeded: () => void;
};

const fail = (toastTexts: { title: string; description: string }, error: unknown) =>
  toast({ title: toastTexts.title, description: shopperErrorMessage(error, toastTexts.description), variant: 'destructive' });

/**
 * Placing the order: the card details checked, the order created (the server prices it again and takes
 * from an applied gift card what it holds), then, if anything is left to pay, its intent and the card
 * payment. An order a gift card pays in full is paid at once and goes straight to the confirmation.
 */
export function usePlaceOrder({ items, payment, paysByCard, codes, cartPath, onPaid, onCardNeeded }: Input) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const submit = async (values: CheckoutForm) => {
    if (paysByCard && !payment?.ready) return void toast({ title: CHECKOUT_TOASTS.paymentNotReady.title, description: CHECKOUT_TOASTS.paymentNotReady.description, variant: 'destructive' });
    if (items.length === 0) return void toast({ title: CHECKOUT_TOASTS.emptyCartAtSubmit.title, description: CHECKOUT_TOASTS.emptyCartAtSubmit.description, variant: 'destructive' });
    setSubmitting(true);
    try {
      if (paysByCard && !(await payment!.collect())) return;
      let order;
      try {
        order = await createOrder(values, codes);
      } catch (error) {
        return void fail(CHECKOUT_TOASTS.orderError, error);
      }
      if (amountDueOf(order) === '0.00') {
        clearCheckoutDraft();
        return onPaid(order.id);
      }
      if (!paysByCard) {
        toast({ title: CHECKOUT_TOASTS.giftCardShort.title, description: CHECKOUT_TOASTS.giftCardShort.description, variant: 'destructive' });
        return onCardNeeded();
      }
      let intent;
      try {
        intent = await createPaymentIntent({ orderId: order.id, amount: amountDueOf(order) });
      } catch (error) {
        fail(CHECKOUT_TOASTS.paymentInitFailed, error);
        return navigate(cartPath);
      }
      let result;
      try {
        result = await payment!.confirm({ orderId: order.id, clientSecret: intent.clientSecret });
      } catch (error) {
        result = { ok: false as const, message: shopperErrorMessage(error, CHECKOUT_TOASTS.paymentFailed.description) };
      }
      if (!result.ok) return void toast({ title: CHECKOUT_TOASTS.paymentFailed.title, description: result.message || CHECKOUT_TOASTS.paymentFailed.description, variant: 'destructive' });
      clearCheckoutDraft();
      onPaid(order.id);
    } finally {
      setSubmitting(false);
    }
  };
  return { submit, submitting };
}
