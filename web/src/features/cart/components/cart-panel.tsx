import { Sheet } from '@/components/ui/sheet';
import { closeCartPanel, openCartPanel, useCartPanelOpen } from '../stores/cart-panel';
import { CartContents } from './cart-contents';

/** The cart side panel (a right sheet), mounted once in the root layout; opened with openCartPanel(). */
export function CartPanel() {
  const open = useCartPanelOpen();
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => (next ? openCartPanel() : closeCartPanel())}
      title="Your Cart"
      description="The pieces in your cart, their quantities and the total."
      testId="cart-panel"
    >
      <CartContents onLeave={closeCartPanel} />
    </Sheet>
  );
}
