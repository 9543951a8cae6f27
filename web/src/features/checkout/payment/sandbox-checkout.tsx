import { useRef, useState } from 'react';
import type { CartLine } from '@crystal/shared/schemas/cart';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment';
import { CheckoutFormView } from '../components/checkout-form';
import { translateServerMessage } from '@/lib/server-messages/translate-server-message';
import { CHECKOUT_TOASTS } from '../checkout-toasts';
import type { PaymentMethod } from './payment-method';
import { SandboxCardFields } from './sandbox-card-fields';
import { validateSandboxCard, type SandboxCard, type SandboxCardErrors } from './sandbox-card';
import type { OfferTerms } from '@crystal/shared/money/price-reductions';

type Props = { items: CartLine[]; cartPath: string; onPaid: (orderId: number) => void; offer?: OfferTerms };

/** Checkout with the local sandbox provider (TEST MODE card form). */
export default function SandboxCheckout({ items, cartPath, onPaid, offer }: Props) {
  const [card, setCard] = useState<SandboxCard>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<SandboxCardErrors>({});
  const cardRef = useRef(card);
  cardRef.current = card;

  const payment: PaymentMethod = {
    ready: true,
    async collect() {
      const found = validateSandboxCard(cardRef.current);
      setErrors(found);
      if (Object.keys(found).length > 0) {
        document.getElementById(found.number ? 'card-number' : found.expiry ? 'card-expiry' : 'card-cvc')?.focus();
        return false;
      }
      return true;
    },
    async confirm({ orderId, clientSecret }) {
      const c = cardRef.current;
      const result = await confirmSandboxPayment({ orderId, clientSecret, cardNumber: c.number, expiry: c.expiry, cvc: c.cvc });
      if (result.status === 'succeeded') return { ok: true };
      // A declined card is marked on the card field itself, with the reason beside it, not only in a toast.
      setErrors({ number: result.error.message });
      document.getElementById('card-number')?.focus();
      return { ok: false, message: translateServerMessage(result.error.message, CHECKOUT_TOASTS.paymentFailed.description) };
    },
  };

  return (
    <CheckoutFormView
      items={items}
      payment={payment}
      cartPath={cartPath}
      onPaid={onPaid}
      offer={offer}
      paymentSection={
        <SandboxCardFields
          card={card}
          errors={errors}
          onChange={(next) => {
            setCard(next);
            if (Object.keys(errors).length) setErrors({});
          }}
        />
      }
    />
  );
}
