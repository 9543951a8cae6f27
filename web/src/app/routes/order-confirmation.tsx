import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { CHECKOUT_TOASTS } from '@/features/checkout/checkout-toasts';
import { Seo } from '@/components/ui/seo';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { cartQuery } from '@/features/cart/api/get-cart';
import { clearCheckoutDraft } from '@/features/checkout/hooks/use-checkout-draft';
import { useOrder, useOrderByLink } from '@/features/orders/api/get-order';
import { OrderDetails } from '@/features/orders/components/order-details';
import en from '@/features/orders/messages/en.json';
import { createTranslator } from '@/i18n/create-translator';

const t = createTranslator(en);

/**
 * /order-confirmation?order_id= : the order's status page, followed until the payment is confirmed, then
 * its timeline (paid, shipped with the tracking link, delivered, refunded). With `&key=` (the signed link
 * in its emails) it opens on any device with no session.
 * Arriving from a successful payment (Stripe's redirect_status=succeeded, or the sandbox) shows the
 * success toast once and empties the cart on this device.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const raw = params.get('order_id') ?? '';
  const orderId = /^[1-9]\d{0,11}$/.test(raw) ? Number(raw) : undefined;
  // From an email: the signed order link opens the order on any device, with no session.
  const key = params.get('key') ?? undefined;
  const bySession = useOrder(key ? undefined : orderId);
  const byLink = useOrderByLink(key);
  const { data: order, isPending, isError } = key ? byLink : bySession;
  const arrived = useRef(false);

  useEffect(() => {
    if (arrived.current || orderId === undefined) return;
    const status = params.get('redirect_status');
    if (!status) return;
    arrived.current = true;
    if (status === 'succeeded') {
      toast({ title: CHECKOUT_TOASTS.orderPlaced.title, description: CHECKOUT_TOASTS.orderPlaced.description, variant: 'success' });
      queryClient.setQueryData(cartQuery().queryKey, []);
      clearCheckoutDraft();
    } else {
      toast({ title: CHECKOUT_TOASTS.paymentFailed.title, description: CHECKOUT_TOASTS.paymentFailed.description, variant: 'destructive' });
    }
    // Drop the marker so a reload does not toast again.
    navigate(paths.orderConfirmation(orderId), { replace: true });
  }, [orderId, params, navigate, queryClient]);

  // Once paid, the server has emptied the cart: refresh the header badge and panel.
  useEffect(() => {
    if (order?.status === 'paid') void queryClient.invalidateQueries({ queryKey: cartQuery().queryKey });
  }, [order?.status, queryClient]);

  return (
    <>
      <Seo title={t('seoTitle')} description={t('seoDescription')} path="/order-confirmation" noindex />
      <section className="container-page max-w-3xl py-10">
        <h1 className="text-center text-3xl font-semibold sm:text-4xl">
          {order?.status === 'paid' ? t('thankYou') : t('yourOrder')}
        </h1>
        {order?.status === 'paid' && 'customerEmail' in order && (
          <p className="mt-2 text-center text-muted">{t('emailOnItsWay', { email: order.customerEmail ?? '' })}</p>
        )}
        <div className="mt-8">
          {orderId === undefined || isError ? (
            <div className="card p-8 text-center" data-testid="order-not-found">
              <h2 className="text-xl font-semibold">{t('notFound')}</h2>
              <p className="mt-2 text-muted">
                {key ? t('badLink') : t('notForDevice')}
              </p>
            </div>
          ) : isPending ? (
            <div className="card h-64 animate-pulse bg-mist" aria-busy="true" aria-label={t('loadingOrder')} />
          ) : (
            <OrderDetails order={order} />
          )}
        </div>
        <div className="mt-8 text-center">
          <Link to={paths.products} className="btn-outline">
            {t('continueShopping')}
          </Link>
        </div>
      </section>
    </>
  );
}
