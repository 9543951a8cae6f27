import { lazy, Suspense, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { CHECKOUT_TOASTS } from '@/features/checkout/checkout-toasts';
import type { CartLine } from '@crystal/shared/schemas/cart';
import { toast } from '@/components/ui/use-toast';
import { usePaymentConfig } from '../api/get-payment-config';
import { useSessionOffer } from '@/lib/session-offer';
import { CheckoutSkeleton } from './checkout-skeleton';
import { EtsyFallback } from './etsy-fallback';
import { LineControlsProvider, type LineControls } from './line-controls';

// Stripe.js and the sandbox card form load only on this route, and only the one that is configured.
const StripeCheckout = lazy(() => import('../payment/stripe-checkout'));
const SandboxCheckout = lazy(() => import('../payment/sandbox-checkout'));

type Props = {
  items: CartLine[] | undefined;
  cartPending: boolean;
  paths: { cart: string; products: string };
  onPaid: (orderId: number) => void;
  /** Quantity and remove controls for each Order Summary line (the cart's own, passed in by the route). */
  lineControls?: LineControls;
};

/** /checkout: skeleton while setting up; empty cart -> /products; setup failure -> /cart; else the form. */
export function CheckoutScreen({ items, cartPending, paths, onPaid, lineControls }: Props) {
  const navigate = useNavigate();
  const config = usePaymentConfig();
  // The session's offer: shown in the summary as the server will apply it (no offer if it cannot be read).
  const offer = useSessionOffer();
  const terms = offer.data?.offer ?? undefined;
  const leaving = useRef(false);
  const empty = !cartPending && (items?.length ?? 0) === 0;

  useEffect(() => {
    if (leaving.current) return;
    if (empty) {
      leaving.current = true;
      toast({
        title: CHECKOUT_TOASTS.emptyCartOnCheckout.title,
        description: CHECKOUT_TOASTS.emptyCartOnCheckout.description,
        variant: 'destructive',
      });
      navigate(paths.products, { replace: true });
    } else if (config.isError) {
      leaving.current = true;
      toast({
        title: CHECKOUT_TOASTS.paymentInitFailed.title,
        description: CHECKOUT_TOASTS.paymentInitFailed.description,
        variant: 'destructive',
      });
      navigate(paths.cart, { replace: true });
    }
  }, [empty, config.isError, navigate, paths]);

  const paid = (orderId: number) => {
    leaving.current = true;
    onPaid(orderId);
  };

  if (cartPending || config.isPending || offer.isPending || config.isError || empty || !items)
    return <CheckoutSkeleton />;
  const { provider, publishableKey } = config.data;
  return (
    <LineControlsProvider value={lineControls}>
    <Suspense fallback={<CheckoutSkeleton />}>
      {provider === 'sandbox' ? (
        <SandboxCheckout items={items} cartPath={paths.cart} onPaid={paid} offer={terms} />
      ) : publishableKey ? (
        <StripeCheckout publishableKey={publishableKey} items={items} cartPath={paths.cart} onPaid={paid} offer={terms} />
      ) : (
        <EtsyFallback cartPath={paths.cart} />
      )}
    </Suspense>
    </LineControlsProvider>
  );
}
