import { useNavigate } from 'react-router-dom';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart/api/get-cart';
import { CartLineControls } from '@/features/cart/components/cart-line-controls';
import { CheckoutScreen } from '@/features/checkout/components/checkout-screen';
import en from '@/features/checkout/messages/en.json';
import { createTranslator } from '@/i18n/create-translator';

const t = createTranslator(en);

const checkoutPaths = { cart: paths.cart, products: paths.products };

/** /checkout: the session cart meets the checkout. */
export function Component() {
  const cart = useCart();
  const navigate = useNavigate();
  return (
    <>
      <Seo title={t('title')} description={t('seoDescription')} path={paths.checkout} noindex />
      <CheckoutScreen
        items={cart.data}
        cartPending={cart.isPending}
        paths={checkoutPaths}
        lineControls={CartLineControls}
        // The sandbox confirms without leaving the page; go where Stripe's return_url would.
        onPaid={(orderId) => navigate(`${paths.orderConfirmation(orderId)}&redirect_status=succeeded`)}
      />
    </>
  );
}
