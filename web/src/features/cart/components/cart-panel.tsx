import { Suspense } from 'react';
import { Sheet } from '@/components/ui/sheet';
import { deferredComponent } from '@/lib/deferred-component';
import { useIdlePreload } from '@/lib/use-idle-preload';
import { createTranslator } from '@/i18n/create-translator';
// The panel's own few texts: it is in every page's first load, the cart's other texts load with its contents.
import en from '../panel/messages/en.json';
import { closeCartPanel, openCartPanel, useCartPanelOpen } from '../stores/cart-panel';

const t = createTranslator(en);

const CartContents = deferredComponent(() => import('./cart-contents').then((m) => m.CartContents));

/**
 * The cart side panel (a right sheet), mounted once in the root layout; opened with openCartPanel().
 * Its contents are not in the first load: they are fetched once the page is idle, or on first open.
 */
export function CartPanel() {
  const open = useCartPanelOpen();
  useIdlePreload(CartContents.preload);
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => (next ? openCartPanel() : closeCartPanel())}
      title={t('yourCart')}
      description={t('panelDescription')}
      testId="cart-panel"
    >
      <Suspense fallback={<div className="min-h-40" aria-busy="true" aria-label={t('loadingCart')} />}>
        <CartContents onLeave={closeCartPanel} />
      </Suspense>
    </Sheet>
  );
}
