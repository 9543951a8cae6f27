import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { CartContents } from '@/features/cart/components/cart-contents';
import en from '@/features/cart/messages/en.json';
import { createTranslator } from '@/i18n/create-translator';

const t = createTranslator(en);

/** /cart (docs/decisions/0002-cart-and-confirmation-pages.md): the side panel's content as a page. */
export function Component() {
  return (
    <>
      <Seo title={t('yourCart')} description={t('pageDescription')} path={paths.cart} noindex />
      <section className="container-page py-10">
        <h1 className="mb-6 text-3xl font-semibold">{t('yourCart')}</h1>
        <CartContents variant="page" />
      </section>
    </>
  );
}
