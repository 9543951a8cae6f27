import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { CartContents } from '@/features/cart/components/cart-contents';

/** /cart (docs/decisions/0002-cart-and-confirmation-pages.md): the side panel's content as a page. */
export function Component() {
  return (
    <>
      <Seo title="Your Cart" description="Review the crystal pieces in your cart before checking out." path={paths.cart} noindex />
      <section className="container-page py-10">
        <h1 className="mb-6 text-3xl font-semibold">Your Cart</h1>
        <CartContents variant="page" />
      </section>
    </>
  );
}
